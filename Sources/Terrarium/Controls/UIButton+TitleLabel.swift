import Foundation

// UIKit's `titleLabel` and `imageView`, which iOS code reads (`button.titleLabel?.text`) and
// styles (`button.titleLabel?.font = …`). Terrarium draws the button's content itself, so
// they mirror the content rather than draw it.

extension UIButton {
    /// A label holding the button's current title (``currentTitle``) in its current title
    /// colour; made on first use, so styling it before the title is set works.
    ///
    /// ```swift
    /// button.setTitle("Save", for: .normal)
    /// button.titleLabel?.text  // "Save"
    /// ```
    ///
    /// - Note: The label is not a subview and is not drawn: the button draws its title
    ///   itself, in cells. Its text and colour follow the button's title and state whenever
    ///   they change; a font, alignment or line count set on it is kept but changes nothing
    ///   on screen (text in cells has one size).
    public var titleLabel: UILabel? {
        if _titleLabel == nil { _titleLabel = UILabel() }
        _syncTitleLabelAndImageView()
        return _titleLabel
    }

    /// An image view holding the button's current image (``currentImage``), `nil` inside
    /// while the button has none.
    ///
    /// - Note: As ``titleLabel``, the image view is not a subview and is not drawn: the
    ///   button draws the image's glyph itself.
    public var imageView: UIImageView? {
        if _imageView == nil { _imageView = UIImageView(image: nil) }
        _syncTitleLabelAndImageView()
        return _imageView
    }

    /// Brings ``titleLabel`` and ``imageView``, once made, up to date with the button.
    func _syncTitleLabelAndImageView() {
        if let label = _titleLabel {
            if label.text != currentTitle { label.text = currentTitle }
            label.textColor = currentTitleColor
        }
        if let view = _imageView, view.image !== currentImage {
            view.image = currentImage
        }
    }
}
