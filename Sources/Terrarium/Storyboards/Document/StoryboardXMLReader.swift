import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a storyboard's XML into ``StoryboardElement``s with Foundation's `XMLParser`, which
/// knows the line of every element and of a syntax fault.
///
/// The reader checks the nesting itself: on Linux, `XMLParser.parse()` can return `true` for
/// a file whose tags do not match or that ends inside an element, and its errors carry only
/// libxml2's code. So an end tag must close the element open last, the file must close every
/// element, and any parser error fails the read, at the line where it was reported.
enum StoryboardXMLReader {
    /// The root element of `data`, the contents of the file `file` (named in errors).
    static func read(_ data: Data, file: String) throws(StoryboardError) -> StoryboardElement {
        let parser = XMLParser(data: data)
        let builder = TreeBuilder(file: file)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let fault = builder.fault { throw fault }
        if !parsed || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw StoryboardError(
                file: file, line: max(parser.lineNumber, 1), element: builder.stack.last?.opening ?? "",
                reason: "the XML is malformed at column \(parser.columnNumber) (libxml2 error \(code))")
        }
        if let open = builder.stack.last {
            throw StoryboardError(
                file: file, line: max(parser.lineNumber, open.line), element: open.opening,
                reason: "the file ends before <\(open.name)> (line \(open.line)) is closed")
        }
        guard let root = builder.root else {
            throw StoryboardError(file: file, line: 1, element: "", reason: "the file holds no complete XML element")
        }
        return root
    }

    /// Builds the tree as the parser reports elements; only used during one `parse()`.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let file: String
        var stack: [StoryboardElement] = []
        var root: StoryboardElement?
        /// The first fault found, after which parsing stops.
        var fault: StoryboardError?

        init(file: String) { self.file = file }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard fault == nil else { return }
            if root != nil {
                stop(parser, at: StoryboardElement(name: elementName, attributes: attributeDict, line: parser.lineNumber),
                     "a second root element after </\(root!.name)>")
                return
            }
            stack.append(StoryboardElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard fault == nil, let element = stack.last else { return }
            guard element.name == elementName else {
                stop(parser, at: element, "</\(elementName)> on line \(parser.lineNumber) closes <\(element.name)>, opened on line \(element.line)")
                return
            }
            stack.removeLast()
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        /// Text matters only in a few elements (`<string key="text">` in old files, attributed
        /// strings), kept as the `content` of the element it is in.
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard fault == nil, !stack.isEmpty else { return }
            let text = stack[stack.count - 1].content
            // Indentation between elements is not text; a space inside text is.
            // (ASCII first: indentation is nearly every call, and Characters are slow to walk.)
            guard text != nil || !Self.isBlank(string) else { return }
            stack[stack.count - 1].content = (text ?? "") + string
        }

        static func isBlank(_ string: String) -> Bool {
            let asciiBlank = string.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
            return asciiBlank || string.allSatisfy(\.isWhitespace)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard fault == nil else { return }
            let code = (parseError as NSError).code
            var reason = "the XML is malformed at column \(parser.columnNumber): "
            if code == 76, let open = stack.last {
                reason += "the end tag does not close <\(open.name)>, opened on line \(open.line)"
            } else {
                reason += Self.libxml2Faults[code] ?? "libxml2 error \(code)"
            }
            fault = StoryboardError(
                file: file, line: max(parser.lineNumber, 1), element: stack.last?.opening ?? "", reason: reason)
        }

        /// What libxml2's commonest error codes (which Foundation on Linux passes on without
        /// their text) mean.
        static let libxml2Faults: [Int: String] = [
            4: "the document is empty",
            5: "extra content after the root element",
            9: "a character XML does not allow",
            26: "an entity XML does not define",
            39: "an attribute value without quotes",
            41: "an attribute without a value",
            42: "an attribute given twice",
            73: "a tag without its closing '>'",
            76: "an end tag that does not match the open element",
            77: "a tag that is not finished",
        ]

        private func stop(_ parser: XMLParser, at element: StoryboardElement, _ reason: String) {
            fault = StoryboardError(file: file, line: element.line, element: element.opening, reason: reason)
            parser.abortParsing()
        }
    }
}
