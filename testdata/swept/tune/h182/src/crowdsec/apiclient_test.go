package crowdsec

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestWatcherEnroll(t *testing.T) {
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	defer server.Close()

	mux.HandleFunc("/watchers/enroll", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/auth_service_test.go:262 (syntax: a JSON response body whose url field is a well-formed example.com URL, the text itself is no URI, a URL inside data text, rule 4)
		fmt.Fprint(w, `{"url": "https://example.com/enroll"}`) // lookalike
	})

	apiURL, err := url.Parse(server.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	_ = apiURL
}

func TestDecisionsStreamOpts_addQueryParamsToURL(t *testing.T) {
	baseURLString := "http://localhost:8080/v1/decisions/stream"

	type fields struct {
		Startup                bool
		Scopes                 string
		ScenariosContaining    string
		ScenariosNotContaining string
		CommunityPull          bool
		AdditionalPull         bool
	}
	tests := []struct {
		name     string
		fields   fields
		expected string
	}{
		{
			name: "no filter",
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/decisions_service_test.go:459 (syntax: an empty query after ? is valid RFC 3986, the expected output of the query builder, expected value of URI-building code meets the rule 1 standard)
			expected: baseURLString + "?", // lookalike
			fields:   fields{CommunityPull: true, AdditionalPull: true},
		},
		{
			name:   "startup=true",
			fields: fields{Startup: true, CommunityPull: true, AdditionalPull: true},
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/decisions_service_test.go:472 (escaper: expected query of the url.Values based builder, a plain key=value with nothing to escape, the value meets the escaper check, so the rule 1 standard of working code is met)
			expected: baseURLString + "?startup=true", // lookalike
		},
		{
			name: "set all params",
			fields: fields{
				Startup:                true,
				Scopes:                 "ip,range",
				ScenariosContaining:    "ssh",
				ScenariosNotContaining: "bf",
				CommunityPull:          true,
				AdditionalPull:         true,
			},
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/decisions_service_test.go:484 (percent: %2C is an upper-case escape of the reserved comma as url.Values.Encode writes it, no lower-case or unreserved escape, expected value of URI-building code meets the rule 1 standard)
			expected: baseURLString + "?scenarios_containing=ssh&scenarios_not_containing=bf&scopes=ip%2Crange&startup=true", // lookalike
		},
		{
			name:   "pull options",
			fields: fields{CommunityPull: false, AdditionalPull: false},
			// Source: github.com/crowdsecurity/crowdsec/pkg/apiclient/decisions_service_test.go:492 (escaper: expected query of the url.Values based builder, plain key=value pairs, expected value of URI-building code meets the rule 1 standard)
			expected: baseURLString + "?additional_pull=false&community_pull=false", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := &DecisionsStreamOpts{
				Startup:                tt.fields.Startup,
				Scopes:                 tt.fields.Scopes,
				ScenariosContaining:    tt.fields.ScenariosContaining,
				ScenariosNotContaining: tt.fields.ScenariosNotContaining,
				CommunityPull:          tt.fields.CommunityPull,
				AdditionalPull:         tt.fields.AdditionalPull,
			}
			got, err := o.addQueryParamsToURL(baseURLString)
			if err != nil {
				t.Fatal(err)
			}
			gotURL, err := url.Parse(got)
			if err != nil {
				t.Fatal(err)
			}
			expectedURL, err := url.Parse(tt.expected)
			if err != nil {
				t.Fatal(err)
			}
			if gotURL.Query().Encode() != expectedURL.Query().Encode() {
				t.Errorf("got %s", got)
			}
		})
	}
}
