package kubeedge

import (
	"fmt"
	"net"
	"strings"
)

// JoinOptions are the flags of the join command.
type JoinOptions struct {
	CloudCoreIPPort string
	CertPort        string
}

// EdgeHubConfig is the edge hub part of the generated configuration.
type EdgeHubConfig struct {
	HTTPServer string
}

// Source: github.com/kubeedge/kubeedge/keadm/cmd/keadm/app/cmd/util/edgecoreinstaller.go:121 (the edge hub HTTP server concatenates the cloud core IP from a flag, ':' and the cert port)
func createEdgeConfig(ku *JoinOptions) *EdgeHubConfig {
	cfg := &EdgeHubConfig{}
	cloudCoreIP := strings.Split(ku.CloudCoreIPPort, ":")[0]
	if ku.CertPort != "" {
		cfg.HTTPServer = "https://" + cloudCoreIP + ":" + ku.CertPort // defect hostjoin
	}
	return cfg
}

// Source: github.com/kubeedge/kubeedge/keadm/cmd/keadm/app/cmd/edge/join.go:202 (the certificate URL joins the cloud core host and the cert port with net.JoinHostPort)
func certURL(opt *JoinOptions, nodeName string) (string, error) {
	queryPara := fmt.Sprintf("/node/%s", nodeName)
	host, _, err := net.SplitHostPort(opt.CloudCoreIPPort)
	if err != nil {
		return "", err
	}
	var url string
	if opt.CertPort != "" {
		url = "https://" + net.JoinHostPort(host, opt.CertPort) + queryPara // lookalike
	}
	return url, nil
}

func Join(opt *JoinOptions, node string) (string, *EdgeHubConfig, error) {
	u, err := certURL(opt, node)
	return u, createEdgeConfig(opt), err
}
