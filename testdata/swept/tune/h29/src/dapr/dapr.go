// Package dapr holds cases rewritten from github.com/dapr/dapr.
package dapr

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"strconv"
)

// DefaultChannelAddress is the address the app listens on by default.
const DefaultChannelAddress = "127.0.0.1"

// Options are daprd's command-line options.
type Options struct {
	AppPort           int
	AppProtocol       string
	AppChannelAddress string
}

// NewOptions parses daprd's flags.
func NewOptions(args []string) *Options {
	opts := &Options{}
	fs := flag.NewFlagSet("daprd", flag.ExitOnError)
	fs.IntVar(&opts.AppPort, "app-port", 0, "The port the application is listening on")
	fs.StringVar(&opts.AppProtocol, "app-protocol", "http", "Protocol for the application: grpc, grpcs, http, https, h2c")
	fs.StringVar(&opts.AppChannelAddress, "app-channel-address", DefaultChannelAddress, "The network address the application listens on")
	_ = fs.Parse(args)
	return opts
}

// AppConnectionConfig says how daprd reaches the app.
type AppConnectionConfig struct {
	ChannelAddress string
	Port           int
	Protocol       string
}

// Channels holds the app channels.
type Channels struct {
	appConnectionConfig AppConnectionConfig
}

// NewChannels makes the channels from the options.
func NewChannels(opts *Options) *Channels {
	return &Channels{appConnectionConfig: AppConnectionConfig{
		ChannelAddress: opts.AppChannelAddress,
		Port:           opts.AppPort,
		Protocol:       opts.AppProtocol,
	}}
}

// AppHTTPEndpoint Returns the HTTP endpoint for the app.
func (c *Channels) AppHTTPEndpoint() string {
	// Application protocol is "http" or "https"
	port := strconv.Itoa(c.appConnectionConfig.Port)
	switch c.appConnectionConfig.Protocol {
	case "http", "h2c":
		// Source: github.com/dapr/dapr/pkg/runtime/channels/channels.go:179 (hostjoin: the channel address comes from the --app-channel-address flag and may be an IPv6 address; joined to the port with ':' it needs brackets)
		return "http://" + c.appConnectionConfig.ChannelAddress + ":" + port // defect hostjoin
	case "https":
		// Source: github.com/dapr/dapr/pkg/runtime/channels/channels.go:181 (hostjoin: the same flag address joined with ':' in the https endpoint)
		return "https://" + c.appConnectionConfig.ChannelAddress + ":" + port // defect hostjoin
	default:
		return ""
	}
}

// startControlServer starts the health app's control server.
func startControlServer(controlPort int, mux http.Handler) error {
	// Source: github.com/dapr/dapr/tests/apps/healthapp/app.go:185 (hostform: an empty host in a log line that says where the server listens, prose, rule 4)
	log.Printf("Health App control server listening on http://:%d", controlPort) // lookalike
	return http.ListenAndServe(fmt.Sprintf(":%d", controlPort), mux)
}
