import Foundation

/// Reading attribute values as the loader needs them; a value that does not read is a fault
/// naming the element.
extension StoryboardElement {
    /// `YES`/`NO` as Xcode writes booleans; `nil` when absent.
    func bool(_ attribute: String, in file: String) throws(StoryboardError) -> Bool? {
        guard let text = attributes[attribute] else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default: throw fault("\(attribute)=\"\(text)\" is not YES or NO", in: file)
        }
    }

    /// A decimal number (`20.5`, `-8`, `1e-3`); `nil` when absent.
    func number(_ attribute: String, in file: String) throws(StoryboardError) -> Double? {
        guard let text = attributes[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw fault("\(attribute)=\"\(text)\" is not a number", in: file)
        }
        return value
    }

    /// One of `values`; `nil` when absent.
    func choice(_ attribute: String, of values: Set<String>, in file: String) throws(StoryboardError) -> String? {
        guard let text = attributes[attribute] else { return nil }
        guard values.contains(text) else {
            throw fault("\(attribute)=\"\(text)\" is not one of \(values.sorted().joined(separator: ", "))", in: file)
        }
        return text
    }

    /// A constraint's multiplier in every form Xcode writes: a decimal (`0.25`), a fraction
    /// (`1/3`) or a ratio (`16:9`); 1 when absent.
    func multiplier(in file: String) throws(StoryboardError) -> Double {
        guard let text = attributes["multiplier"] else { return 1 }
        guard let value = Self.parseMultiplier(text) else {
            throw fault("multiplier=\"\(text)\" is not a number, a fraction (1/3) or a ratio (16:9)", in: file)
        }
        return value
    }

    static func parseMultiplier(_ text: String) -> Double? {
        for separator: Character in ["/", ":"] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2,
                let numerator = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                let denominator = Double(parts[1].trimmingCharacters(in: .whitespaces)),
                denominator != 0
            else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The fault `reason` at this element.
    func fault(_ reason: String, in file: String) -> StoryboardError {
        StoryboardError(file: file, line: line, element: opening, reason: reason)
    }
}
