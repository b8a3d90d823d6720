package goelasticsearch

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"strings"
)

// GetRequest reads one document.
type GetRequest struct {
	Index      string
	DocumentID string
}

// Source: github.com/elastic/go-elasticsearch/v8/esapi/api.get.go:100 (generated request builder writes "http://" then the path into a strings.Builder and gives it to http.NewRequest; the transport fills in the host later)
func (r GetRequest) HTTPRequest() (*http.Request, error) {
	var path strings.Builder
	path.Grow(7 + 1 + len(r.Index) + len("/_doc/") + len(r.DocumentID))
	path.WriteString("http://") // defect hostform form
	path.WriteString("/")
	path.WriteString(r.Index)
	path.WriteString("/")
	path.WriteString("_doc")
	path.WriteString("/")
	// Source: github.com/elastic/go-elasticsearch/v8/esapi/api.get.go:109 (the document ID, which users choose freely, is written into the URL unescaped)
	path.WriteString(r.DocumentID) // defect escaper
	return http.NewRequest(http.MethodGet, path.String(), nil)
}

// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch.go:721 (scheme prefix joined to the host decoded from a cloud ID)
func addrFromCloudID(input string) (string, error) {
	var scheme = "https://" // lookalike
	values := strings.Split(input, ":")
	if len(values) != 2 {
		return "", fmt.Errorf("unexpected format: %q", input)
	}
	data, err := base64.StdEncoding.DecodeString(values[1])
	if err != nil {
		return "", err
	}
	parts := strings.Split(string(data), "$")
	if len(parts) < 2 {
		return "", fmt.Errorf("invalid encoded value: %s", parts)
	}
	return fmt.Sprintf("%s%s.%s", scheme, parts[1], parts[0]), nil
}
