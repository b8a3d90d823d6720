package agent

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
)

// ClusterProxy forwards a request to every agent of the cluster.
type ClusterProxy struct {
	pingClient *http.Client
}

func (clusterProxy *ClusterProxy) pingAgent(request *http.Request, member *ClusterMember) error {
	agentScheme := "http"
	if request.TLS != nil {
		agentScheme = "https"
	}

	// Source: github.com/portainer/agent/http/proxy/cluster.go:112 (hostjoin: the member IP and port are joined by hand into the URL authority, which breaks for an IPv6 member address; net.JoinHostPort is right; by the hostjoin check)
	agentURL := fmt.Sprintf("%s://%s:%s/ping", agentScheme, member.IPAddress, member.Port) // defect hostjoin

	pingRequest, err := http.NewRequest(http.MethodGet, agentURL, nil)
	if err != nil {
		return err
	}
	resp, err := clusterProxy.pingClient.Do(pingRequest)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent {
		return errors.New("agent ping request failed")
	}
	return nil
}

func copyRequest(request *http.Request, member *ClusterMember, useTLS bool) (*http.Request, error) {
	body, err := io.ReadAll(request.Body)
	if err != nil {
		return nil, err
	}

	url := request.URL
	// Source: github.com/portainer/agent/http/proxy/cluster.go:172 (hostjoin: URL.Host set to IP and port joined by hand, no brackets for an IPv6 member; net.JoinHostPort is right; by the hostjoin check)
	url.Host = member.IPAddress + ":" + member.Port // defect hostjoin

	url.Scheme = "http"
	if useTLS {
		url.Scheme = "https"
	}

	requestCopy, err := http.NewRequest(request.Method, url.String(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	requestCopy.Header.Set(HTTPTargetHeaderName, member.NodeName)
	return requestCopy, nil
}
