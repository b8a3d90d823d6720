package etree

import "testing"

func TestFindElementsPaths(t *testing.T) {
	root := &Element{Tag: "library"}
	testCases := []struct {
		name, path string
	}{
		// Source: github.com/beevik/etree/etree_test.go:371 (syntax: XPath path given to the element finder; uniform sample of 7 of 32 test XPath and XML literals.)
		{"specific attribute", "//book[@category='classic']"}, // lookalike
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_ = root.FindElements(tc.path)
		})
	}
}

func TestDefaultNamespaceURI(t *testing.T) {
	// Source: github.com/beevik/etree/etree_test.go:1705 (syntax: XML document whose xmlns values are namespace names, parsed by the XML reader.)
	s := `<root xmlns="https://root.example.com" xmlns:attrib="https://attrib.example.com" attrib:a="foo" b="bar"><child1 xmlns="https://child.example.com"/><child2 a="foo"/></root>` // lookalike
	doc, err := NewDocumentFromString(s)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/beevik/etree/etree_test.go:1745 (syntax: XPath predicate comparing a namespace name.)
	f := doc.FindElements("//*[namespace-uri()='https://root.example.com']") // lookalike
	if len(f) > 2 {
		t.Error("failed namespace-uri test")
	}
}

var tests = []struct {
	path   string
	result any
}{
	// Source: github.com/beevik/etree/path_test.go:51 (syntax: XPath predicate in brackets, not an IP-literal.)
	{"//book[p:price='29.99']/title", "Harry Potter"}, // lookalike
	// Source: github.com/beevik/etree/path_test.go:63 (syntax: XPath name() predicate, not a URI.)
	{"//*[name()='p:price']", []string{"30.00", "29.99", "39.95"}}, // lookalike
	// Source: github.com/beevik/etree/path_test.go:77 (port: XPath prefixed element name; the text after the colon is no port.)
	{"//p:price[@p:tax='1.99']", []string{"29.99"}}, // lookalike
	// Source: github.com/beevik/etree/path_test.go:80 (credentials: XPath attribute predicate; the at sign is no userinfo and there is no password.)
	{"//p:price[@tax]", []string{"29.99"}}, // lookalike
}

func TestPath(t *testing.T) {
	doc := &Element{}
	for _, test := range tests {
		if got := doc.FindElements(test.path); got != nil && test.result == nil {
			t.Errorf("path %s: unexpected result", test.path)
		}
	}
}
