package xmlquery

import (
	"fmt"
	"strings"
	"testing"
)

func Example() {
	doc, _ := Parse(strings.NewReader("<bookstore/>"))
	// Source: github.com/antchfx/xmlquery/doc_test.go:53 (syntax: XPath expression with spaces given to Find; uniform sample of 8 of 37.)
	books := Find(doc, `//book[@id = "bk102" or @id = "bk101"]`) // lookalike
	fmt.Println(len(books))
}

func TestOutputXMLWithNamespacePrefix(t *testing.T) {
	// Source: github.com/antchfx/xmlquery/node_test.go:549 (plainhttp: SOAP envelope whose xmlns value is a namespace name, never fetched.)
	s := `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body></S:Body></S:Envelope>` // lookalike
	if _, err := Parse(strings.NewReader(s)); err != nil {
		t.Fatal(err)
	}
}

func TestQueryWithPrefix(t *testing.T) {
	doc, _ := Parse(strings.NewReader("<a/>"))
	// Source: github.com/antchfx/xmlquery/node_test.go:570 (port: XPath with prefixed element names; the text after the colon is no port.)
	n, err := Query(doc, `//S:Envelope/S:Body/ns2:Fault/faultcode`) // lookalike
	if err == nil && n == nil {
		t.Fatalf("should found one but got nil")
	}
}

func TestProcInst(t *testing.T) {
	doc, _ := Parse(strings.NewReader("<a/>"))
	// Source: github.com/antchfx/xmlquery/node_test.go:829 (hostcase: XPath element name with capitals; there is no host.)
	piNode := FindOne(doc, "//ProcInstTag") // lookalike
	if piNode != nil {
		t.Log(piNode.Data)
	}
}

func TestMultipleProcInst(t *testing.T) {
	// Source: github.com/antchfx/xmlquery/parse_test.go:221 (plainhttp: stylesheet href inside an XML processing-instruction fixture for the parser; nothing is fetched.)
	s := `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/css" media="screen" href="http://feeds.reuters.com/~d/styles/itemcontent.css"?><rss version="2.0"></rss>` // lookalike
	doc, err := Parse(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	_ = doc
}

func TestSelectElement(t *testing.T) {
	doc, _ := Parse(strings.NewReader("<AAA/>"))
	if node := FindOne(doc, "AAA"); node == nil {
		// Source: github.com/antchfx/xmlquery/parse_test.go:308 (syntax: failure message text naming an XPath, prose and not a URI.)
		t.Log("//AAA is nil") // lookalike
	}
}

func TestInvalidXPathExpression(t *testing.T) {
	doc := &Node{}
	// Source: github.com/antchfx/xmlquery/query_test.go:96 (syntax: invalid XPath that the test expects to fail; not a URI in any case.)
	_, err := Query(doc, "//a[@a==1]") // lookalike
	if err == nil {
		t.Fatal("expected a parsed error but nil")
	}
}

func TestAttributesNamespaces(t *testing.T) {
	doc, _ := Parse(strings.NewReader("<root/>"))
	// Source: github.com/antchfx/xmlquery/query_test.go:142 (syntax: XPath predicate comparing a namespace name.)
	results := Find(doc, "//*[@*[namespace-uri()='ns://nested' and local-name()='attr']]") // lookalike
	_ = results
}
