package tilt

import "github.com/spf13/cobra"

const defaultWebHost = "localhost"
const defaultWebPort = 10350

var webHostFlag = ""
var webPortFlag = 0
var snapshotViewPortFlag = 0

// WebHost is the host of the Tilt HTTP server.
type WebHost string

// WebPort is the port of the Tilt HTTP server.
type WebPort int

func addConnectServerFlags(cmd *cobra.Command) {
	cmd.Flags().IntVar(&webPortFlag, "port", defaultWebPort, "Port for the Tilt HTTP server. Only necessary if you started Tilt with --port. Overrides TILT_PORT env variable.")
	cmd.Flags().StringVar(&webHostFlag, "host", defaultWebHost, "Host for the Tilt HTTP server. Only necessary if you started Tilt with --host. Overrides TILT_HOST env variable.")
}

func provideWebHost() WebHost {
	return WebHost(webHostFlag)
}

func provideWebPort() WebPort {
	return WebPort(webPortFlag)
}
