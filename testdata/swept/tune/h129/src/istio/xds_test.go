package istio

import (
	"context"
	"fmt"
	"os/exec"
	"testing"
	"time"

	"google.golang.org/grpc"
)

const (
	apacheServer = "apache"
	nginxServer  = "nginx"
	tomcatServer = "tomcat"
)

func runJwtToolTest(t *testing.T, server, jwtToken string) {
	commands := []string{
		"./run.sh",
		"--targeturl",
		// Source: istio.io/istio/tests/integration/security/fuzz/fuzz_test.go:252 (hostjoin: server is one of the constant service names apache, nginx or tomcat, surely no IPv6 literal)
		fmt.Sprintf("http://%s:8080/private/secret.html", server), // lookalike
		"--headers",
		fmt.Sprintf("Authorization: Bearer %s", jwtToken),
	}
	if err := exec.Command("kubectl", commands...).Run(); err != nil {
		t.Log(err)
	}
}

func TestFuzzJwt(t *testing.T) {
	for _, server := range []string{apacheServer, nginxServer, tomcatServer} {
		runJwtToolTest(t, server, "token")
	}
}

var testSvcHost = "test.istio-system.svc.cluster.local"

const xdsPorts = "14057"

func TestGRPCDial(t *testing.T) {
	for _, host := range []string{testSvcHost} {
		t.Run(host, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Second*10)
			defer cancel()
			// Source: istio.io/istio/pilot/pkg/networking/grpcgen/grpcgen_test.go:303 (hostjoin: host is the constant DNS name in testSvcHost, surely no IPv6 literal)
			conn, err := grpc.DialContext(ctx, "xds:///"+host+":"+xdsPorts, grpc.WithBlock()) // lookalike
			if err != nil {
				t.Fatal("XDS gRPC", err)
			}
			conn.Close()
		})
	}
}

func dialEcho(t *testing.T, target string) *grpc.ClientConn {
	conn, err := grpc.DialContext(context.Background(), target)
	if err != nil {
		t.Fatal(err)
	}
	return conn
}

func TestTrafficShifting(t *testing.T) {
	// Source: istio.io/istio/pilot/pkg/networking/grpcgen/grpcecho_test.go:225 (hostform: an xds target has an empty authority by design, the service name goes in the path)
	cw := dialEcho(t, "xds:///echo-app.default.svc.cluster.local:7070") // lookalike
	defer cw.Close()
}
