package crowdsec

import (
	"context"
	"fmt"
	"net/http"
)

// K8sAuditConfiguration is the kubernetes audit webhook datasource config.
type K8sAuditConfiguration struct {
	ListenAddr  string `yaml:"listen_addr"`
	ListenPort  int    `yaml:"listen_port"`
	WebhookPath string `yaml:"webhook_path"`
}

type K8sAuditSource struct {
	config K8sAuditConfiguration
	addr   string
	server *http.Server
}

func (s *K8sAuditSource) Configure(_ context.Context, cfg K8sAuditConfiguration) error {
	s.config = cfg
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/kubernetesaudit/config.go:92 (hostjoin: listen_addr and listen_port joined by hand into the server's host:port, which breaks for an IPv6 listen_addr such as ::; net.JoinHostPort is right, a real defect in non-test code, no fixture rule applies)
	s.addr = fmt.Sprintf("%s:%d", s.config.ListenAddr, s.config.ListenPort) // defect hostjoin
	s.server = &http.Server{
		Addr:    s.addr,
		Handler: http.NewServeMux(),
	}
	return nil
}
