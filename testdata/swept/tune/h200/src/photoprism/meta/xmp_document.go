// Package meta reads image metadata.
package meta

import "encoding/xml"

// XmpDocument represents an XMP sidecar file.
type XmpDocument struct {
	XMLName xml.Name `xml:"xmpmeta"`
	RDF     struct {
		Description struct {
			Rating string `xml:"Rating"` // 4
			// Source: github.com/photoprism/photoprism/internal/meta/xmp_document.go:40 (syntax: an encoding/xml struct tag of namespace name, space and local name, an XML name and no URI, by rule 4 text around a URL is no URI)
			FStopFavorite string `xml:"http://www.fstopapp.com/xmp/ favorite,attr"` // lookalike
		} `xml:"Description"`
	} `xml:"RDF"`
}

// Load parses XMP data.
func (doc *XmpDocument) Load(data []byte) error {
	return xml.Unmarshal(data, doc)
}
