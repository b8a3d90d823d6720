package kyverno

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
)

// APICallResponse is a mocked response.
type APICallResponse struct {
	StatusCode int
	Body       runtime.RawExtension
}

// APICallResponseEntry mocks the response of one URL.
type APICallResponseEntry struct {
	URL      string
	URLPath  string
	Method   string
	Response APICallResponse
}

// ResolvedURL is the trimmed URL or path of the entry.
func (e APICallResponseEntry) ResolvedURL() string {
	if e.URL != "" {
		return strings.TrimSpace(e.URL)
	}
	return strings.TrimSpace(e.URLPath)
}

// ValidateAPICallResponses checks the mocked responses.
func ValidateAPICallResponses(entries []APICallResponseEntry) error {
	for _, e := range entries {
		u, err := url.Parse(e.ResolvedURL())
		if err != nil {
			return err
		}
		if u.Scheme != "" && u.Host == "" {
			return fmt.Errorf("apiCallResponses: url %q has scheme but no host", e.URL)
		}
	}
	return nil
}

type apiCallMockPayload struct {
	StatusCode int
	Body       interface{}
}

func buildAPICallURLIndex(mocks []APICallResponseEntry) (map[string]interface{}, error) {
	index := make(map[string]interface{}, len(mocks))
	for _, m := range mocks {
		var body interface{}
		if err := json.Unmarshal(m.Response.Body.Raw, &body); err != nil {
			return nil, fmt.Errorf("apiCallResponses %q: invalid body: %w", m.ResolvedURL(), err)
		}
		sc := m.Response.StatusCode
		if sc == 0 {
			sc = 200
		}
		url := m.ResolvedURL()
		method := strings.ToUpper(strings.TrimSpace(m.Method))
		key := url
		if method != "" {
			key = method + ":" + url
		}
		index[key] = &apiCallMockPayload{StatusCode: sc, Body: body}
	}
	return index, nil
}
