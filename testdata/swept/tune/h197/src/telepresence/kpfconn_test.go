package telepresence

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"testing"
	"time"
)

// ConfigFlags stands in for genericclioptions.ConfigFlags; APIServer is the URL of the kubernetes API server.
type ConfigFlags struct {
	KubeConfig *string
	APIServer  *string
}

func strPtr(s string) *string { return &s }

func TestK8sPortForwardDialer(t *testing.T) {
	ctx := context.Background()
	apiserverListener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	apiserverAddr := apiserverListener.Addr().(*net.TCPAddr)
	_ = apiserverListener.Close()
	for i := 0; i < 100; i++ {
		time.Sleep(10 * time.Millisecond)
		var rsp *http.Response
		// Source: github.com/telepresenceio/telepresence/v2/pkg/dnet/kpfconn_test.go:134 (port: the %d is filled with the port of the mock API server's listener, a valid port once filled; a template is judged as the URI it becomes when filled, by the closing note of the rules)
		if rsp, err = http.DefaultClient.Get(fmt.Sprintf("http://localhost:%d/api", apiserverAddr.Port)); err == nil { // lookalike
			rsp.Body.Close()
			break
		}
	}
	kubeFlags := &ConfigFlags{
		KubeConfig: strPtr("/dev/null"),
		// Source: github.com/telepresenceio/telepresence/v2/pkg/dnet/kpfconn_test.go:148 (port: the API server URL's %d is filled with the mock server's listener port, a valid port once filled; a template is judged as the URI it becomes when filled, by the closing note of the rules)
		APIServer: strPtr(fmt.Sprintf("http://localhost:%d", apiserverAddr.Port)), // lookalike
	}
	_ = ctx
	_ = kubeFlags
}
