package fluid

import (
	"fmt"
	"net/http"
)

// KubeletClientConfig holds the node address and port the kubelet serves on.
type KubeletClientConfig struct {
	Address string
	Port    int
}

type KubeletClient struct {
	client      *http.Client
	host        string
	defaultPort int
}

func NewKubeletClient(config *KubeletClientConfig) *KubeletClient {
	return &KubeletClient{client: http.DefaultClient, host: config.Address, defaultPort: config.Port}
}

// Source: github.com/fluid-cloudnative/fluid/pkg/utils/kubelet/client.go:137 (the kubelet pods URL joins the configured node address to the kubelet port with ':', formatted with %v)
func (k *KubeletClient) GetNodeRunningPods() (*http.Response, error) {
	return k.client.Get(fmt.Sprintf("https://%v:%d/pods/", k.host, k.defaultPort)) // defect hostjoin
}
