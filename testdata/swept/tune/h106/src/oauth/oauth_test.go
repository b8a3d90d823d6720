package oauth

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestCallbackServeHTTP(t *testing.T) {
	s := &Callback{}
	w := httptest.NewRecorder()
	// Source: github.com/cli/oauth/webapp/local_server_test.go:64 (percent: %2F encodes a reserved '/' inside a query value with uppercase hex, which is canonical.)
	req, _ := http.NewRequest("GET", "http://127.0.0.1:12345/hello?code=ABC-123&state=xy%2Fz", nil) // lookalike
	s.ServeHTTP(w, req)
	if s.Result.State != "xy/z" {
		t.Errorf("got state %q", s.Result.State)
	}
}

func TestFlowBrowserURL(t *testing.T) {
	tests := []struct {
		name    string
		baseURL string
		params  BrowserParams
		want    string
	}{
		{
			name: "happy path",
			// Source: github.com/cli/oauth/webapp/webapp_flow_test.go:43 (baseslash: the query is appended to the base by concatenation; no reference is resolved against it, so no trailing '/' is needed.)
			baseURL: "https://github.com/authorize", // lookalike
			params: BrowserParams{
				ClientID: "CLIENT-ID",
				// Source: github.com/cli/oauth/webapp/webapp_flow_test.go:46 (plainhttp: loopback redirect URI for the local callback server, where plain http is right.)
				RedirectURI: "http://127.0.0.1/hello", // lookalike
			},
			// Source: github.com/cli/oauth/webapp/webapp_flow_test.go:51 (percent: expected output of BrowserURL; reserved ':' and '/' are encoded in query values with uppercase hex by url.Values.Encode.)
			want: "https://github.com/authorize?client_id=CLIENT-ID&redirect_uri=http%3A%2F%2F127.0.0.1%3A12345%2Fhello&state=xy%2Fz", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			flow := &WebFlow{port: 12345, state: "xy/z"}
			got, err := flow.BrowserURL(tt.baseURL, tt.params)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("BrowserURL() = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestParseCode(t *testing.T) {
	tests := []struct {
		name string
		body string
		want CodeResponse
	}{
		{
			name: "success",
			// Source: github.com/cli/oauth/device/device_flow_test.go:69 (syntax: a form-encoded stub response body, not a URI; the http URL in it is a form value.)
			body: "verification_uri=http://verify.me&interval=5&expires_in=99&device_code=DEVIC&user_code=123-abc", // lookalike
			want: CodeResponse{
				DeviceCode: "DEVIC",
				// Source: github.com/cli/oauth/device/device_flow_test.go:82 (plainhttp: expected parsed verification URI echoed from the stub response; nothing requests it.)
				VerificationURI: "http://verify.me", // lookalike
			},
		},
		{
			name: "with verification_uri_complete",
			// Source: github.com/cli/oauth/device/device_flow_test.go:102 (syntax: form-encoded stub body holding two URL values; the raw '?' and '=' inside a value parse correctly with url.ParseQuery.)
			body: "verification_uri=http://verify.me&interval=5&expires_in=99&device_code=DEVIC&user_code=123-abc&verification_uri_complete=http://verify.me/?code=123-abc", // lookalike
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseCode(tt.body)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want.DeviceCode != "" && got.VerificationURI != tt.want.VerificationURI {
				t.Errorf("got %q", got.VerificationURI)
			}
		})
	}
}

func TestErrorRequestURI(t *testing.T) {
	// Source: github.com/cli/oauth/api/form_test.go:62 (plainhttp: example.com request URI recorded in an error value; a documentation host that is never requested.)
	requestURI := "http://example.com/path" // lookalike
	err := &Error{ResponseCode: 422, RequestURI: requestURI}
	if err.Error() != "HTTP 422" {
		t.Errorf("got %q", err.Error())
	}
}
