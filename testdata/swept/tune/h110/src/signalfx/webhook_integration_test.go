package signalfx

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
)

func TestCreateWebhookIntegration(t *testing.T) {
	jsonBody := `{"type": "Webhook", "name": "webhoooooook", "enabled": true,` +
		// Source: github.com/signalfx/signalfx-go/webhook_integration_test.go:20 (syntax: the webhook URL the test configures and expects in the request body has raw angle brackets in its path; rule 1, and rule 3 exempts placeholders only from the credentials check)
		`"url": "https://webhook.site/<key>",` + // defect syntax
		`"method": "POST"}`
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	defer server.Close()
	mux.HandleFunc("/v2/integration", func(w http.ResponseWriter, r *http.Request) {
		got, _ := io.ReadAll(r.Body)
		var a, b map[string]any
		_ = json.Unmarshal(got, &a)
		_ = json.Unmarshal([]byte(jsonBody), &b)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("body = %s, want %s", got, jsonBody)
		}
		w.Write(got)
	})
	client, _ := NewClient("token", APIUrl(server.URL))
	result, err := client.CreateWebhookIntegration(context.Background(), &WebhookIntegration{
		Type:    "Webhook",
		Name:    "webhoooooook",
		Enabled: true,
		// Source: github.com/signalfx/signalfx-go/webhook_integration_test.go:30 (syntax: the webhook URL the test configures has raw angle brackets in its path; rule 1, and rule 3 exempts placeholders only from the credentials check)
		Url:    "https://webhook.site/<key>", // defect syntax
		Method: "POST",
	})
	if err != nil || result.Name != "webhoooooook" {
		t.Fatalf("unexpected %v %v", result, err)
	}
}
