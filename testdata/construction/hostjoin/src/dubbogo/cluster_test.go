package dubbogo

import (
	"fmt"
	"net/url"
	"testing"
)

const (
	localHostValue = "127.0.0.1"
	defaultPort    = 20000
)

// Source: github.com/apache/dubbo-go/cluster/cluster/failover/cluster_invoker_test.go:47 (the provider URL joins the constant "127.0.0.1" to the default port)
func TestFailoverInvoke(t *testing.T) {
	u, err := url.Parse(fmt.Sprintf("dubbo://%s:%d/com.example.user.UserProvider", localHostValue, defaultPort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if u.Port() != "20000" {
		t.Fatal(u)
	}
}
