package longhorn

import (
	"fmt"
	"net/http"
)

const (
	WebhookTypeAdmission  = "admission"
	WebhookTypeConversion = "conversion"
)

// waitForWebhookEndpoint polls the health endpoint of the webhook server.
func waitForWebhookEndpoint(cli *http.Client, webhookType string) error {
	var webhookLocalEndpoint string
	switch webhookType {
	case WebhookTypeAdmission:
		// Source: github.com/longhorn/longhorn-manager/webhook/webhook.go:32 (hostjoin: template with the literal host localhost and a numeric port constant, a valid URL once filled)
		webhookLocalEndpoint = fmt.Sprintf("https://localhost:%d/v1/healthz", DefaultAdmissionWebhookPort) // lookalike
	case WebhookTypeConversion:
		// Source: github.com/longhorn/longhorn-manager/webhook/webhook.go:34 (hostjoin: template with host localhost and a numeric port constant)
		webhookLocalEndpoint = fmt.Sprintf("https://localhost:%d/v1/healthz", DefaultConversionWebhookPort) // lookalike
	default:
		return fmt.Errorf("unexpected webhook server type %v", webhookType)
	}
	resp, err := cli.Get(webhookLocalEndpoint)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func getWebhookServiceEndpoint(webhookType string) (string, error) {
	switch webhookType {
	case WebhookTypeAdmission:
		// Source: github.com/longhorn/longhorn-manager/webhook/webhook.go:146 (hostjoin: the host is a service DNS name built from constants and the namespace, never an IPv6 literal, and the port a numeric constant)
		return fmt.Sprintf("https://%v.%v.svc:%d/v1/healthz", AdmissionWebhookServiceName, GetNamespace(EnvPodNamespace), DefaultAdmissionWebhookPort), nil // lookalike
	case WebhookTypeConversion:
		// Source: github.com/longhorn/longhorn-manager/webhook/webhook.go:148 (hostjoin: service DNS name and a numeric port constant)
		return fmt.Sprintf("https://%v.%v.svc:%d/v1/healthz", ConversionWebhookServiceName, GetNamespace(EnvPodNamespace), DefaultConversionWebhookPort), nil // lookalike
	default:
		return "", fmt.Errorf("unexpected webhook server type %v", webhookType)
	}
}
