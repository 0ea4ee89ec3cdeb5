import Foundation

/// A view that applies a visual effect to what is behind it: a blur, or vibrancy for the
/// content of a blur.
///
/// Put your content in ``contentView``:
///
/// ```swift
/// let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// backdrop.frame = view.bounds
/// backdrop.contentView.addSubview(menuLabel)
/// view.addSubview(backdrop)
/// ```
///
/// - Note: A terminal cannot blur. A view with a ``UIBlurEffect`` dims what is beneath it
///   instead (its text drawn faint, its backgrounds darkened by half), as a sheet's backdrop
///   does, whatever the style; a ``UIVibrancyEffect`` draws nothing of its own. Changing
///   ``effect`` inside an animation block changes it at once.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view your content goes in; it fills the effect view.
    public let contentView: UIView

    /// Creates an effect view with an effect, or none.
    ///
    /// - Parameter effect: The effect.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        self.effect = effect
        _effectDidChange()
    }

    /// Creates an effect view with no effect and the given frame.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates an effect view from an archive, with no effect.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The effect; `nil` for none.
    open var effect: UIVisualEffect? {
        didSet { _effectDidChange() }
    }

    private func _effectDidChange() {
        _dimsContentBelow = effect is UIBlurEffect
        _setNeedsComposite()
    }

    /// Keeps ``contentView`` filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}

/// A visual effect for a ``UIVisualEffectView``.
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what is behind a ``UIVisualEffectView``.
///
/// - Note: Drawn as a dimmed backdrop (see ``UIVisualEffectView``); every style looks the same.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style of the blur.
    public let style: Style

    /// Creates a blur of a style.
    ///
    /// - Parameter style: The style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The styles of blur.
    public enum Style: Int, Sendable {
        /// A very light blur.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// A blur matching the interface style.
        case regular = 4
        /// A prominent blur.
        case prominent = 5
        /// The thinnest material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The default material.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The material of bars and toolbars.
        case systemChromeMaterial = 10
        /// The thinnest light material.
        case systemUltraThinMaterialLight = 11
        /// A thin light material.
        case systemThinMaterialLight = 12
        /// The default light material.
        case systemMaterialLight = 13
        /// A thick light material.
        case systemThickMaterialLight = 14
        /// The light chrome material.
        case systemChromeMaterialLight = 15
        /// The thinnest dark material.
        case systemUltraThinMaterialDark = 16
        /// A thin dark material.
        case systemThinMaterialDark = 17
        /// The default dark material.
        case systemMaterialDark = 18
        /// A thick dark material.
        case systemThickMaterialDark = 19
        /// The dark chrome material.
        case systemChromeMaterialDark = 20
    }
}

/// Vibrancy for content shown on a blur.
///
/// - Note: Draws nothing of its own: the content of a view with this effect is drawn as it is.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the vibrancy is for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style, if it was made with one.
    public let style: UIVibrancyEffectStyle?

    /// Creates vibrancy for a blur.
    ///
    /// - Parameter blurEffect: The blur.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
        super.init()
    }

    /// Creates vibrancy of a style for a blur.
    ///
    /// - Parameters:
    ///   - blurEffect: The blur.
    ///   - style: The style.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The styles of ``UIVibrancyEffect``.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For primary labels.
    case label
    /// For secondary labels.
    case secondaryLabel
    /// For tertiary labels.
    case tertiaryLabel
    /// For quaternary labels.
    case quaternaryLabel
    /// For fills.
    case fill
    /// For secondary fills.
    case secondaryFill
    /// For tertiary fills.
    case tertiaryFill
    /// For separators.
    case separator
}
