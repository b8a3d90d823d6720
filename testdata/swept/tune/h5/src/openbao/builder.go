package openbao

import "fmt"

type infraSpec struct {
	HeadlessServiceName string
	Namespace           string
	APIPort             int
}

// Source: github.com/dc-tec/openbao-operator/internal/config/builder.go:97 (api_addr template whose ${HOSTNAME} is expanded by the server at start-up)
func apiAddrTemplate(infra infraSpec) string {
	return fmt.Sprintf("https://${HOSTNAME}.%s.%s.svc:%d", infra.HeadlessServiceName, infra.Namespace, infra.APIPort) // lookalike
}

// Source: github.com/dc-tec/openbao-operator/internal/upgrade/pod_url.go:12 (pod URL from Kubernetes DNS names and a constant port)
func podURL(pod, svc, ns string) string {
	return fmt.Sprintf("https://%s.%s.%s.svc:%d", pod, svc, ns, 8200) // lookalike
}
