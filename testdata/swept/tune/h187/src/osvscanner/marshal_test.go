package osvscanner

// Source file: internal/thirdparty/xml/marshal_test.go, tests of osv-scanner's
// fork of encoding/xml (stood in for here by encoding/xml itself).

import (
	"encoding/xml"
	"strings"
	"testing"
)

type CDataTest struct {
	Chardata string `xml:",cdata"`
}

var marshalTests = []struct {
	Value     any
	ExpectXML string
}{
	// Test outputting CDATA-wrapped text.
	{
		ExpectXML: `<CDataTest></CDataTest>`,
		Value:     &CDataTest{},
	},
	{
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/marshal_test.go:1211 (syntax: the expected XML output wrapping a URL in a CDATA section, an XML document and not one URI; the URL is character data, by the rule that a value only compared, searched for or printed is no URI use (the encoder compares and writes it as text))
		ExpectXML: `<CDataTest><![CDATA[http://example.com/tests/1?foo=1&bar=baz]]></CDataTest>`, // lookalike
		Value: &CDataTest{
			Chardata: "http://example.com/tests/1?foo=1&bar=baz",
		},
	},
}

func TestMarshal(t *testing.T) {
	for idx, test := range marshalTests {
		data, err := xml.Marshal(test.Value)
		if err != nil {
			t.Errorf("#%d: marshal(%#v): %s", idx, test.Value, err)
			continue
		}
		if got, want := string(data), test.ExpectXML; got != want {
			t.Errorf("#%d: marshal(%#v):\nhave %#q\nwant %#q\n", idx, test.Value, got, want)
		}
	}
}

var encodeTokenTests = []struct {
	desc string
	toks []xml.Token
	want string
	err  string
}{{
	desc: "reserved namespace prefix -- all lower case",
	toks: []xml.Token{
		xml.StartElement{Name: xml.Name{Local: "foo"}, Attr: []xml.Attr{
			{Name: xml.Name{Space: "http://www.w3.org/2001/xmlSchema-instance", Local: "nil"}, Value: "true"},
		}},
	},
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/marshal_test.go:2312 (syntax: the expected encoder output declaring a namespace prefix, an XML fragment and not one URI, in a table that varies the namespace's case on purpose, by rule 2d and by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
	want: `<foo xmlns:_xmlSchema-instance="http://www.w3.org/2001/xmlSchema-instance" _xmlSchema-instance:nil="true">`, // lookalike
}, {
	desc: "reserved namespace prefix -- all upper case",
	toks: []xml.Token{
		xml.StartElement{Name: xml.Name{Local: "foo"}, Attr: []xml.Attr{
			{Name: xml.Name{Space: "http://www.w3.org/2001/XMLSchema-instance", Local: "nil"}, Value: "true"},
		}},
	},
	want: `<foo xmlns:_XMLSchema-instance="http://www.w3.org/2001/XMLSchema-instance" _XMLSchema-instance:nil="true">`,
}}

func TestEncodeToken(t *testing.T) {
	for i, tt := range encodeTokenTests {
		var buf strings.Builder
		enc := xml.NewEncoder(&buf)
		for _, tok := range tt.toks {
			if err := enc.EncodeToken(tok); err != nil {
				t.Errorf("#%d %s: %v", i, tt.desc, err)
			}
		}
		if err := enc.Flush(); err != nil {
			t.Errorf("#%d %s: %v", i, tt.desc, err)
		}
		if got := buf.String(); got != tt.want {
			t.Errorf("#%d %s: got %q, want %q", i, tt.desc, got, tt.want)
		}
	}
}
