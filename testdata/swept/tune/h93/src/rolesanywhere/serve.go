package rolesanywhere

import (
	"log"
	"net"
	"net/http"
	"strconv"
)

const localHostAddress = "127.0.0.1"

func serve(port int, handler http.Handler) error {
	listener, err := net.Listen("tcp", net.JoinHostPort(localHostAddress, strconv.Itoa(port)))
	if err != nil {
		return err
	}
	port = listener.Addr().(*net.TCPAddr).Port
	log.Println("Make it available to the sdk by running:")
	// Source: github.com/aws/rolesanywhere-credential-helper/aws_signing_helper/serve.go:333 (hostjoin: the host is the constant loopback address "127.0.0.1", which is no IPv6 literal, so the bare colon is safe.)
	log.Printf("export AWS_EC2_METADATA_SERVICE_ENDPOINT=http://%s:%d/", localHostAddress, port) // lookalike
	return http.Serve(listener, handler)
}
