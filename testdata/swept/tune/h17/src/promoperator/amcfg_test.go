package promoperator

import (
	"strings"
	"testing"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func msTeamsV2WebhookURL(s *v1.Secret) string {
	return strings.TrimSpace(string(s.Data["url"]))
}

func TestGenerateConfigMSTeamsV2(t *testing.T) {
	for _, tc := range []struct {
		name   string
		secret *v1.Secret
		golden string
	}{
		{
			name: "CR with MSTeamsV2 Receiver",
			secret: &v1.Secret{
				ObjectMeta: metav1.ObjectMeta{
					Name:      "ms-teams-secret",
					Namespace: "mynamespace",
				},
				Data: map[string][]byte{
					// Source: github.com/prometheus-operator/prometheus-operator/pkg/alertmanager/amcfg_test.go:3355 (port: the webhook URL under the secret's "url" key carries https's default port 443, in configuration the test builds and expects to work, rule 1)
					"url": []byte("https://prod-108.westeurope.logic.azure.com:443/workflows/id"), // defect port form
				},
			},
			golden: "CR_with_MSTeamsV2_Receiver.golden",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if msTeamsV2WebhookURL(tc.secret) == "" {
				t.Fatal("empty webhook url")
			}
		})
	}
}
