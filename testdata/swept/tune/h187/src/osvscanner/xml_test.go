package osvscanner

// Source file: internal/thirdparty/xml/xml_test.go, tests of osv-scanner's
// fork of encoding/xml (stood in for here by encoding/xml itself). The
// tokenizer returns DOCTYPE directives as raw text and fetches nothing.

import (
	"encoding/xml"
	"reflect"
	"strings"
	"testing"
)

// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:122 (plainhttp: a DTD system identifier inside a DOCTYPE of tokenizer input, returned as raw directive text and never fetched, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
const testInput = "\n<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\"\n  \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">\n<body xmlns:foo=\"ns1\" xmlns=\"ns2\" xmlns:tag=\"ns3\" " + "\r\n\t" + "  >\n  <goodbye />\n</body><!-- missing final newline -->" // lookalike

var rawTokens = []xml.Token{
	xml.CharData("\n"),
	xml.ProcInst{Target: "xml", Inst: []byte(`version="1.0" encoding="UTF-8"`)},
	xml.CharData("\n"),
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:145 (plainhttp: the DTD identifier inside the expected raw DOCTYPE token, directive text and never fetched, by the rule that a value only compared, searched for or printed is no URI use)
	xml.Directive("DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\"\n  \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\""), // lookalike
}

var cookedTokens = []xml.Token{
	xml.CharData("\n"),
	xml.ProcInst{Target: "xml", Inst: []byte(`version="1.0" encoding="UTF-8"`)},
	xml.CharData("\n"),
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:182 (plainhttp: the DTD identifier inside the expected cooked DOCTYPE token, directive text and never fetched, by the rule that a value only compared, searched for or printed is no URI use)
	xml.Directive("DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\"\n  \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\""), // lookalike
}

func TestRawToken(t *testing.T) {
	d := xml.NewDecoder(strings.NewReader(testInput))
	for i, want := range rawTokens {
		have, err := d.RawToken()
		if err != nil {
			t.Fatalf("token %d: unexpected error: %s", i, err)
		}
		if !reflect.DeepEqual(have, want) {
			t.Errorf("token %d = %#v want %#v", i, have, want)
		}
	}
}

func TestToken(t *testing.T) {
	d := xml.NewDecoder(strings.NewReader(testInput))
	for i, want := range cookedTokens {
		have, err := d.Token()
		if err != nil {
			t.Fatalf("token %d: unexpected error: %s", i, err)
		}
		if !reflect.DeepEqual(have, want) {
			t.Errorf("token %d = %#v want %#v", i, have, want)
		}
	}
}

// Ensure that directives (specifically !DOCTYPE) include the complete
// text of any nested directives, noting that < and > do not change
// nesting depth if they are in single or double quotes.

// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:436 (plainhttp: an RDF namespace in an ENTITY value of tokenizer input, a name never fetched, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
var nestedDirectivesInput = "\n<!DOCTYPE [<!ENTITY rdf \"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">]>\n<!DOCTYPE [<!ENTITY xlt \">\">]>\n<!DOCTYPE [<!ENTITY xlt \"<\">]>\n" // lookalike

var nestedDirectivesTokens = []xml.Token{
	xml.CharData("\n"),
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:448 (plainhttp: the RDF namespace inside the expected DOCTYPE directive text, never fetched, by the rule that a value only compared, searched for or printed is no URI use)
	xml.Directive(`DOCTYPE [<!ENTITY rdf "http://www.w3.org/1999/02/22-rdf-syntax-ns#">]`), // lookalike
	xml.CharData("\n"),
	xml.Directive(`DOCTYPE [<!ENTITY xlt ">">]`),
	xml.CharData("\n"),
	xml.Directive(`DOCTYPE [<!ENTITY xlt "<">]`),
	xml.CharData("\n"),
}

func TestNestedDirectives(t *testing.T) {
	d := xml.NewDecoder(strings.NewReader(nestedDirectivesInput))
	for i, want := range nestedDirectivesTokens {
		have, err := d.Token()
		if err != nil {
			t.Fatalf("token %d: unexpected error: %s", i, err)
		}
		if !reflect.DeepEqual(have, want) {
			t.Errorf("token %d = %#v want %#v", i, have, want)
		}
	}
}

// Ensure that directives with comments include the complete
// text of any nested directives.

// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:856 (plainhttp: the RDF namespace in an ENTITY value of tokenizer input with comments, never fetched, by the rule that a value only compared, searched for or printed is no URI use)
var directivesWithCommentsInput = "\n<!DOCTYPE [<!-- a comment --><!ENTITY rdf \"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">]>\n<!DOCTYPE [<!ENTITY go \"Golang\"><!-- a comment-->]>\n" // lookalike

var directivesWithCommentsTokens = []xml.Token{
	xml.CharData("\n"),
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:864 (plainhttp: the RDF namespace inside the expected directive text with the comment removed, never fetched, by the rule that a value only compared, searched for or printed is no URI use)
	xml.Directive(`DOCTYPE [ <!ENTITY rdf "http://www.w3.org/1999/02/22-rdf-syntax-ns#">]`), // lookalike
	xml.CharData("\n"),
	xml.Directive(`DOCTYPE [<!ENTITY go "Golang"> ]`),
	xml.CharData("\n"),
}

func TestDirectivesWithComments(t *testing.T) {
	d := xml.NewDecoder(strings.NewReader(directivesWithCommentsInput))
	for i, want := range directivesWithCommentsTokens {
		have, err := d.Token()
		if err != nil {
			t.Fatalf("token %d: unexpected error: %s", i, err)
		}
		if !reflect.DeepEqual(have, want) {
			t.Errorf("token %d = %#v want %#v", i, have, want)
		}
	}
}

func TestIssue8535(t *testing.T) {
	type ExampleConflict struct {
		XMLName xml.Name `xml:"example"`
		Link    string   `xml:"link"`
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:931 (syntax: a struct tag naming the Atom namespace and a local name, the namespace only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
		AtomLink string `xml:"http://www.w3.org/2005/Atom link"` // lookalike
	}
	testCase := `<example><title>Example</title><link>http://example.com/default</link></example>`

	var dest ExampleConflict
	d := xml.NewDecoder(strings.NewReader(testCase))
	if err := d.Decode(&dest); err != nil {
		t.Fatal(err)
	}
}

func TestEncodeXMLNS(t *testing.T) {
	testCases := []struct {
		f    func() ([]byte, error)
		want string
		ok   bool
	}{
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:953 (syntax: the expected encoder output with a default namespace, an XML document and not one URI, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
		{encodeXMLNS1, `<Test xmlns="http://example.com/ns"><Body>hello world</Body></Test>`, true}, // lookalike
		{encodeXMLNS3, `<Test xmlns="http://example.com/ns"><Body>hello world</Body></Test>`, true},
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:956 (syntax: the expected encoder output with a default namespace, an XML document and not one URI, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
		{encodeXMLNS4, `<Test xmlns="http://example.com/ns"><Body>hello world</Body></Test>`, false}, // lookalike
	}

	for i, tc := range testCases {
		if b, err := tc.f(); err == nil {
			if got, want := string(b), tc.want; got != want {
				t.Errorf("%d: got %s, want %s \n", i, got, want)
			}
		} else {
			t.Errorf("%d: marshal failed with %s", i, err)
		}
	}
}

func encodeXMLNS1() ([]byte, error) {
	type T struct {
		XMLName xml.Name `xml:"Test"`
		Ns      string   `xml:"xmlns,attr"`
		Body    string
	}
	s := &T{Ns: "http://example.com/ns", Body: "hello world"}
	return xml.Marshal(s)
}

func encodeXMLNS3() ([]byte, error) {
	type Test struct {
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/xml_test.go:995 (syntax: a struct tag naming a namespace on example.com and a local name, only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
		XMLName xml.Name `xml:"http://example.com/ns Test"` // lookalike
		Body    string
	}
	s := &Test{Body: "hello world"}
	return xml.Marshal(s)
}

func encodeXMLNS4() ([]byte, error) {
	type Test struct {
		Ns   string `xml:"xmlns,attr"`
		Body string
	}
	s := &Test{Ns: "http://example.com/ns", Body: "hello world"}
	return xml.Marshal(s)
}
