package osvscanner

// Source file: internal/thirdparty/xml/read_test.go, tests of osv-scanner's
// fork of encoding/xml (stood in for here by encoding/xml itself). XML
// namespace names are identifiers that the decoder only compares as strings.

import (
	"encoding/xml"
	"reflect"
	"strings"
	"testing"
)

func TestUnmarshalFeed(t *testing.T) {
	var f Feed
	if err := xml.Unmarshal([]byte(atomFeedString), &f); err != nil {
		t.Fatalf("Unmarshal: %s", err)
	}
	if !reflect.DeepEqual(f.Entry[0].Summary, atomFeed.Entry[0].Summary) {
		t.Fatalf("have %#v\nwant %#v", f, atomFeed)
	}
}

// hget http://codereview.appspot.com/rss/mine/rsc
// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:31 (syntax: an Atom feed document fed to the XML decoder, not one URI; its namespace is a name only compared and its links are data, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
const atomFeedString = "\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en-us\" updated=\"2009-10-04T01:35:58+00:00\"><title>Code Review - My issues</title><link href=\"http://codereview.appspot.com/\" rel=\"alternate\"></link><id>http://codereview.appspot.com/</id><entry><title>rietveld: an attempt at pubsubhubbub\n</title><link href=\"http://codereview.appspot.com/126085\" rel=\"alternate\"></link><summary type=\"html\">\n  An attempt at adding pubsubhubbub support to Rietveld.\nhttp://code.google.com/p/pubsubhubbub\nhttp://code.google.com/p/rietveld/issues/detail?id=155\n</summary></entry></feed> \t   " // lookalike

type Feed struct {
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:87 (syntax: a struct tag naming an XML namespace and a local name, the namespace only compared as a string, no URI use, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
	XMLName xml.Name `xml:"http://www.w3.org/2005/Atom feed"` // lookalike
	Title   string   `xml:"title"`
	ID      string   `xml:"id"`
	Link    []Link   `xml:"link"`
	Entry   []Entry  `xml:"entry"`
}

type Entry struct {
	Title   string `xml:"title"`
	Link    []Link `xml:"link"`
	Summary Text   `xml:"summary"`
}

type Link struct {
	Rel  string `xml:"rel,attr,omitempty"`
	Href string `xml:"href,attr"`
}

type Text struct {
	Type string `xml:"type,attr,omitempty"`
	Body string `xml:",chardata"`
}

var atomFeed = Feed{
	XMLName: xml.Name{Space: "http://www.w3.org/2005/Atom", Local: "feed"},
	Title:   "Code Review - My issues",
	Entry: []Entry{
		{
			Title: "rietveld: an attempt at pubsubhubbub\n",
			Summary: Text{
				Type: "html",
				// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:149 (syntax: the expected text of a feed entry's summary, URLs inside prose joined to the words around them, rule 4)
				Body: "\n  An attempt at adding pubsubhubbub support to Rietveld.\nhttp://code.google.com/p/pubsubhubbub\nhttp://code.google.com/p/rietveld/issues/detail?id=155\n", // lookalike
			},
		},
		{
			Title: "rietveld: correct tab handling\n",
			Summary: Text{
				Type: "html",
				// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:196 (syntax: the expected text of another summary, a URL inside prose, rule 4)
				Body: "\n  This fixes the buggy tab rendering that can be seen at\nhttp://codereview.appspot.com/116075/diff/1/2\n\nThe fundamental problem was that the tab code was\nnot being told what column the text began in", // lookalike
			},
		},
	},
}

type Tables struct {
	HTable string `xml:"http://www.w3.org/TR/html4/ table"`
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:410 (syntax: a struct tag naming an XML namespace and a local name, the namespace only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
	FTable string `xml:"http://www.w3schools.com/furniture table"` // lookalike
}

var tables = []struct {
	xml string
	tab Tables
	ns  string
}{
	{
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:433 (syntax: an XML document declaring two namespace prefixes, input to the decoder, not one URI, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
		xml: `<Tables xmlns:f="http://www.w3schools.com/furniture" xmlns:h="http://www.w3.org/TR/html4/">` + `<f:table>world</f:table>` + `<h:table>hello</h:table>` + `</Tables>`, // lookalike
		tab: Tables{"hello", "world"},
	},
	{
		xml: `<Tables>` + `<table>only</table>` + `</Tables>`,
		tab: Tables{HTable: "only"},
		ns:  "http://www.w3.org/TR/html4/",
	},
}

func TestUnmarshalNS(t *testing.T) {
	for i, tt := range tables {
		var dst Tables
		var err error
		if tt.ns != "" {
			d := xml.NewDecoder(strings.NewReader(tt.xml))
			d.DefaultSpace = tt.ns
			err = d.Decode(&dst)
		} else {
			err = xml.Unmarshal([]byte(tt.xml), &dst)
		}
		if err != nil {
			t.Errorf("#%d: Unmarshal: %v", i, err)
			continue
		}
		if dst != tt.tab {
			t.Errorf("#%d: dst=%+v, want %+v", i, dst, tt.tab)
		}
	}
}

type TableAttrs struct {
	TAttr TAttr
}

type TAttr struct {
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:508 (syntax: a struct tag naming an XML namespace, a local name and options, the namespace only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
	HTable string `xml:"http://www.w3.org/TR/html4/ table,attr"` // lookalike
	FTable string `xml:"http://www.w3schools.com/furniture table,attr"`
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:510 (syntax: a struct tag naming the reserved XML namespace, only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
	Lang string `xml:"http://www.w3.org/XML/1998/namespace lang,attr,omitempty"` // lookalike
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:511 (syntax: a struct tag naming an XML namespace, only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
	Other1 string `xml:"http://golang.org/xml/ other,attr,omitempty"` // lookalike
	Other2 string `xml:"http://golang.org/xmlfoo/ other,attr,omitempty"`
	// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:513 (syntax: a struct tag naming an XML namespace, only compared as a string, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 13 namespace struct tags)
	Other3 string `xml:"http://golang.org/json/ other,attr,omitempty"` // lookalike
	Other4 string `xml:"http://golang.org/2/json/ other,attr,omitempty"`
}

var tableAttrs = []struct {
	xml string
	tab TableAttrs
	ns  string
}{
	{
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:529 (syntax: an XML document declaring namespace prefixes on an element, input to the decoder, not one URI, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
		xml: `<TableAttrs><TAttr xmlns:f="http://www.w3schools.com/furniture" xmlns:h="http://www.w3.org/TR/html4/" ` + `h:table="hello" f:table="world" ` + `/></TableAttrs>`, // lookalike
		tab: TableAttrs{TAttr{HTable: "hello", FTable: "world"}},
	},
	{
		// Default space does not apply to attribute names.
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:542 (syntax: an XML document with a default namespace, input to the decoder, not one URI, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
		xml: `<TableAttrs xmlns="http://www.w3schools.com/furniture" xmlns:h="http://www.w3.org/TR/html4/"><TAttr ` + `h:table="hello" table="world" ` + `/></TableAttrs>`, // lookalike
		tab: TableAttrs{TAttr{HTable: "hello", FTable: ""}},
	},
	{
		// Default space does not apply to attribute names.
		// Source: github.com/google/osv-scanner/v2/internal/thirdparty/xml/read_test.go:570 (syntax: an XML document with one namespace prefix decoded with a default space, not one URI, by the rule that a value only compared, searched for or printed is no URI use; uniform sample 8 of 23 XML documents with namespace URIs)
		xml: `<TableAttrs xmlns:f="http://www.w3schools.com/furniture"><TAttr ` + `table="hello" f:table="world" ` + `/></TableAttrs>`, // lookalike
		tab: TableAttrs{TAttr{HTable: "", FTable: "world"}},
		ns:  "http://www.w3.org/TR/html4/",
	},
}

func TestUnmarshalNSAttr(t *testing.T) {
	for i, tt := range tableAttrs {
		var dst TableAttrs
		var err error
		if tt.ns != "" {
			d := xml.NewDecoder(strings.NewReader(tt.xml))
			d.DefaultSpace = tt.ns
			err = d.Decode(&dst)
		} else {
			err = xml.Unmarshal([]byte(tt.xml), &dst)
		}
		if err != nil {
			t.Errorf("#%d: Unmarshal: %v", i, err)
			continue
		}
		if dst != tt.tab {
			t.Errorf("#%d: dst=%+v, want %+v", i, dst, tt.tab)
		}
	}
}
