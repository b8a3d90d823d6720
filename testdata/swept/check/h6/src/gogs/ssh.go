package gogs

import (
	"log"
	"net"
	"strconv"
)

func listen(host string, port int) {
	// Source: github.com/gogs/gogs/internal/ssh/ssh.go:111 (hostjoin: the configured listen host joined to the port for net.Listen, an address and no URI, rule: hostjoin is about URIs)
	listener, err := net.Listen("tcp", host+":"+strconv.Itoa(port)) // lookalike
	if err != nil {
		log.Fatalf("Failed to start SSH server: %v", err)
	}
	for {
		conn, err := listener.Accept()
		if err != nil {
			log.Printf("SSH: Error accepting incoming connection: %v", err)
			continue
		}
		conn.Close()
	}
}

// Listen starts a SSH server listens on given port.
func Listen(opts SSHOpts) {
	go listen(opts.ListenHost, opts.ListenPort)
}
