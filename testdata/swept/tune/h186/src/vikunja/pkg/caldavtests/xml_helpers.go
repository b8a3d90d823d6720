package caldavtests

// Prop holds the actual property values returned by PROPFIND/REPORT.
type Prop struct {
	DisplayName string `xml:"displayname,omitempty"`
	GetETag     string `xml:"getetag,omitempty"`
	// Source: code.vikunja.io/api/pkg/caldavtests/xml_helpers.go:54 (plainhttp: an encoding/xml struct tag naming the calendarserver XML namespace and the local name getctag, an identifier and no request target, rule 5)
	GetCTag string `xml:"http://calendarserver.org/ns/ getctag,omitempty"` // lookalike
}
