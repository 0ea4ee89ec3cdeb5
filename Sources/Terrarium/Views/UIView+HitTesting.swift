import Foundation

extension UIView {

}
