package kruise

import (
	"fmt"
	"os"
	"strconv"
)

// WebhookClientConfig mirrors the client config of an admission or conversion webhook.
type WebhookClientConfig struct {
	URL         *string
	ServicePath *string
}

func webhookHost() string { return os.Getenv("WEBHOOK_HOST") }

func webhookPort() int {
	port, err := strconv.Atoi(os.Getenv("WEBHOOK_PORT"))
	if err != nil {
		return 9876
	}
	return port
}

// Source: github.com/openkruise/kruise/pkg/webhook/util/crd/crd.go:79 (the conversion webhook URL joins the host read from WEBHOOK_HOST to the webhook port with ':')
func conversionConfig() *WebhookClientConfig {
	cfg := &WebhookClientConfig{}
	path := "/convert"
	if host := webhookHost(); len(host) > 0 {
		u := fmt.Sprintf("https://%s:%d%s", host, webhookPort(), path) // defect hostjoin
		cfg.URL = &u
	}
	return cfg
}

// Source: github.com/openkruise/kruise/pkg/webhook/util/configuration/configuration.go:179 (a webhook's service reference is replaced by a URL joining the host, the WEBHOOK_HOST value, to the port with ':')
func convertClientConfig(clientConfig *WebhookClientConfig, host string, port int) {
	u := fmt.Sprintf("https://%s:%d%s", host, port, *clientConfig.ServicePath) // defect hostjoin
	clientConfig.URL = &u
	clientConfig.ServicePath = nil
}

func EnsureConfiguration(configs []*WebhookClientConfig) {
	if host := webhookHost(); len(host) > 0 {
		for _, c := range configs {
			convertClientConfig(c, host, webhookPort())
		}
	}
}
