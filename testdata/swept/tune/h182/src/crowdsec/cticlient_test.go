package crowdsec

import (
	"io"
	"net/http"
	"strings"
)

// fireHandler answers the mocked fire endpoint; past the last page it returns an empty page.
func fireHandler(req *http.Request) *http.Response {
	page := req.URL.Query().Get("page")
	if page == "3" {
		// Source: github.com/crowdsecurity/crowdsec/pkg/cticlient/client_test.go:78 (syntax: a JSON response body whose href fields are well-formed CTI URLs, the text itself is no URI, a URL inside data text, rule 4)
		emptyResponse := "{\n\t\t\t\"_links\": {\n\t\t\t  \"first\": {\n\t\t\t\t\"href\": \"https://cti.api.crowdsec.net/v1/fire/\"\n\t\t\t  },\n\t\t\t  \"self\": {\n\t\t\t\t\"href\": \"https://cti.api.crowdsec.net/v1/fire/?page=3&limit=3\"\n\t\t\t  }\n\t\t\t},\n\t\t\t\"items\": []\n\t\t  }\n\t\t  " // lookalike
		return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader(emptyResponse))}
	}
	return &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader("{}"))}
}

var _ = fireHandler
