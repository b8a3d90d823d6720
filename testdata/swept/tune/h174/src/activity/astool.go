package activity

import (
	"fmt"
	"io"
	"net/url"
	"strings"
)

// Rewritten from github.com/go-fed/activity/astool/main.go: the usage text
// printed by the astool command.
const (
	pathFlag = "path"
	specFlag = "spec"
	// Source: github.com/go-fed/activity/astool/main.go:24 (syntax: the repository link sits inside the usage text of the command joined to words around it, prose by rule 4)
	helpText = "\nUsage: astool [-spec=<file>] [-path=<gopath prefix>] <directory>\n\nThe ActivityStreams tool (astool) is used to generate ActivityStreams types,\nproperties, and values from an OWL2 RDF specification.\n\nIt may error out because a provided\nspecification uses a definition that the tool doesn't currently know. In such a\ncase, please file an issue at https://github.com/go-fed/activity in order to\ninclude the missing definition.\n\n    astool -spec specification.jsonld -path mymodule ./subdir\n" // lookalike
)

// usage writes the help text to the flag output.
func usage(w io.Writer) {
	_, _ = io.WriteString(w, helpText)
	_ = fmt.Sprint(pathFlag, specFlag)
}

// Rewritten from github.com/go-fed/activity/astool/rdf/rdf.go.
const (
	ALIAS_DELIMITER = ":"
	HTTP            = "http"
	HTTPS           = "https"
)

// SplitAlias splits a possibly-aliased string, without splitting on the colon
// if it is part of the http or https spec.
func SplitAlias(s string) []string {
	strs := strings.Split(s, ALIAS_DELIMITER)
	if len(strs) == 1 {
		return strs
	} else if strs[0] == HTTP || strs[0] == HTTPS {
		return []string{s}
	}
	return strs
}

// ToHttpAndHttps converts a URI to both its http and https versions.
func ToHttpAndHttps(s string) (http, https string, err error) {
	// Trailing fragments are not preserved by url.Parse, so we
	// need to do proper bookkeeping and preserve it if present.
	hasFragment := s[len(s)-1] == '#'
	var specUri *url.URL
	specUri, err = url.Parse(s)
	if err != nil {
		return "", "", err
	}
	// HTTP
	httpScheme := *specUri
	// Source: github.com/go-fed/activity/astool/rdf/rdf.go:57 (plainhttp: the http spelling of an ontology namespace IRI made only to match a JSON-LD @context, an identifier and no connection to a host)
	httpScheme.Scheme = HTTP // lookalike
	http = httpScheme.String()
	// HTTPS
	httpsScheme := *specUri
	// Source: github.com/go-fed/activity/astool/rdf/rdf.go:61 (sink: only the scheme of a copy of the parsed absolute spec URI changes, host and path stay, so the result is a full absolute URI)
	httpsScheme.Scheme = HTTPS // lookalike
	https = httpsScheme.String()
	if hasFragment {
		http += "#"
		https += "#"
	}
	return
}

// Rewritten from github.com/go-fed/activity/astool/rdf/xsd/ontology.go.
const (
	XmlName = "XMLSchema"
	// Source: github.com/go-fed/activity/astool/rdf/xsd/ontology.go:14 (plainhttp: the XML Schema namespace IRI, an RDF vocabulary identifier compared and joined into names, never fetched over the network)
	XmlSpec    = "http://www.w3.org/2001/XMLSchema#" // lookalike
	AnyURISpec = "anyURI"
)

// XMLOntology represents XML as an Ontology.
type XMLOntology struct {
	Package string
}

// SpecURI returns the XML URI.
func (o *XMLOntology) SpecURI() string {
	return XmlSpec
}

// anyURIValue builds the vocabulary IRI of the anyURI kind.
func anyURIValue() (*url.URL, error) {
	return url.Parse(XmlSpec + AnyURISpec)
}
