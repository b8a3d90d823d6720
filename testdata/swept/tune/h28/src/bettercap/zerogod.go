package bettercap

import (
	"fmt"
	"net"
	"os"
	"strings"

	"github.com/evilsocket/islazy/ops"
	"github.com/phin1x/go-ipp"
)

// Acceptor accepts the connections of an advertised service.
type Acceptor struct {
	srvHost string
	port    uint16
	service string
	useTLS  bool
}

// HandlerContext is given to a service's handler.
type HandlerContext struct {
	service string
	client  net.Conn
	srvHost string
	srvPort int
	srvTLS  bool
}

// NewAcceptor makes an acceptor for a service on srvHost.
func NewAcceptor(service string, srvHost string, port uint16, useTLS bool) *Acceptor {
	return &Acceptor{srvHost: srvHost, port: port, service: service, useTLS: useTLS}
}

func (a *Acceptor) handle(conn net.Conn) *ipp.Response {
	ctx := &HandlerContext{
		service: a.service,
		client:  conn,
		srvHost: a.srvHost,
		srvPort: int(a.port),
		srvTLS:  a.useTLS,
	}
	return ippOnGetJobAttributes(ctx)
}

// Advertise starts the acceptors of the services under this machine's host name.
func Advertise(services map[string]uint16) ([]*Acceptor, error) {
	hostName, err := os.Hostname()
	if err != nil {
		return nil, err
	}
	hostName = strings.ReplaceAll(hostName, ".local", "")

	var acceptors []*Acceptor
	for name, port := range services {
		acceptors = append(acceptors, NewAcceptor(name, hostName, port, false))
	}
	return acceptors, nil
}

func ippOnGetJobAttributes(ctx *HandlerContext) *ipp.Response {
	ippResp := ipp.NewResponse(0, 1)
	jobID := 666

	ippResp.OperationAttributes["job-printer-uri"] = []ipp.Attribute{
		{
			// Source: github.com/bettercap/bettercap/modules/zerogod/zerogod_ipp_get_job_attributes.go:58 (hostjoin: the host is this machine's name from os.Hostname, passed to NewAcceptor, a DNS name)
			Value: fmt.Sprintf("%s://%s:%d/printer", ops.Ternary(ctx.srvTLS, "ipps", "ipp"), ctx.srvHost, ctx.srvPort), // lookalike
			Tag:   ipp.TagUri,
		},
	}
	ippResp.OperationAttributes["job-id"] = []ipp.Attribute{
		{
			Value: jobID,
			Tag:   ipp.TagInteger,
		},
	}
	return ippResp
}
