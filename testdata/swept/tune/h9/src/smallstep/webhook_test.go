package smallstep

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"text/template"
)

type webhook struct {
	Name string `json:"name"`
	URL  string `json:"url"`
	Kind string `json:"kind"`
}

func (w *webhook) Validate() error {
	if w.Name == "" || w.Kind == "" {
		return errors.New("missing field")
	}
	u, err := url.Parse(w.URL)
	if err != nil {
		return err
	}
	if u.Host == "" || u.Scheme != "https" {
		return errors.New("webhook url is not valid")
	}
	if u.User != nil {
		return errors.New("webhook url may not contain username or password")
	}
	return nil
}

func createWebhookHandler(w http.ResponseWriter, r *http.Request) {
	var wh webhook
	if err := json.NewDecoder(r.Body).Decode(&wh); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if err := wh.Validate(); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func TestCreateWebhook(t *testing.T) {
	tests := map[string]struct {
		body       []byte
		statusCode int
	}{
		"fail/basic-auth-in-url": {
			// Source: github.com/smallstep/certificates/authority/admin/api/webhook_test.go:150 (the case is named for the basic auth in the URL and expects 400, rule 2a/2b)
			body:       []byte(`{"name": "metadata", "url": "https://user:pass@example.com", "kind": "ENRICHING"}`), // lookalike
			statusCode: 400,
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "/foo", bytes.NewReader(tc.body))
			w := httptest.NewRecorder()
			createWebhookHandler(w, req)
			if w.Code != tc.statusCode {
				t.Fatalf("got %d, want %d", w.Code, tc.statusCode)
			}
		})
	}
}

func TestWebhook_Validate(t *testing.T) {
	tests := []struct {
		name    string
		webhook *webhook
		wantErr bool
	}{
		{"ok enriching", &webhook{Name: "devices", URL: "https://localhost:3000", Kind: "ENRICHING"}, false},
		// Source: github.com/smallstep/certificates/authority/provisioner/webhook_test.go:688 (a URL without host the test expects rejected, rule 2a)
		{"fail host", &webhook{Name: "devices", URL: "https:opaque", Kind: "ENRICHING"}, true}, // lookalike
		// Source: github.com/smallstep/certificates/authority/provisioner/webhook_test.go:690 (userinfo the validator must reject, the test expects an error, rule 2a)
		{"fail user", &webhook{Name: "devices", URL: "https://user:pass@localhost", Kind: "ENRICHING"}, true}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.webhook.Validate(); (err != nil) != tt.wantErr {
				t.Fatalf("Validate() = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}

func TestDPOPOptions_EvaluateTarget(t *testing.T) {
	tu := "http://wire.com:15958/clients/{{.DeviceID}}/access-token"
	target, err := template.New("DeviceID").Parse(tu)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/smallstep/certificates/authority/provisioner/wire/dpop_options_test.go:16 (the "fail" target whose evaluation the test expects to fail, rule 2a)
	fail := "https:/wire.com:15958/clients/{{.DeviceId}}/access-token" // lookalike
	failTarget, err := template.New("DeviceID").Parse(fail)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := target.Execute(&b, struct{ DeviceID string }{"deviceID"}); err != nil {
		t.Fatal(err)
	}
	if err := failTarget.Execute(&b, struct{ DeviceID string }{"deviceID"}); err == nil {
		t.Fatal("expected an error")
	}
}

func stripPort(rawurl string) string {
	u, err := url.Parse(rawurl)
	if err != nil {
		return rawurl
	}
	u.Host = u.Hostname()
	return u.String()
}

func Test_stripPort(t *testing.T) {
	tests := []struct {
		name   string
		rawurl string
		want   string
	}{
		{"with no port", "https://ca.smallstep.com/sign/", "https://ca.smallstep.com/sign/"},
		// Source: github.com/smallstep/certificates/authority/provisioner/collection_test.go:457 (a space on purpose; the case is named bad url, rule 2b)
		{"bad url", "https://a bad url:9000", "https://a bad url:9000"}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := stripPort(tt.rawurl); got != tt.want {
				t.Errorf("stripPort() = %v, want %v", got, tt.want)
			}
		})
	}
}
