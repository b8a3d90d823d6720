// Package cloudsqlproxy holds the proxy's command.
package cloudsqlproxy

import (
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/spf13/cobra"
)

const (
	httpAddressFlag = "http-address"
	httpPortFlag    = "http-port"
	adminPortFlag   = "admin-port"
)

// Config holds the proxy's settings.
type Config struct {
	HTTPAddress    string
	HTTPPort       string
	AdminPort      string
	APIEndpointURL string
}

// Command is the proxy's command.
type Command struct {
	*cobra.Command
	conf *Config
}

// NewCommand returns the command with its flags.
func NewCommand() *Command {
	c := &Command{Command: &cobra.Command{}, conf: &Config{}}
	globalFlags := c.PersistentFlags()
	globalFlags.StringVar(&c.conf.HTTPAddress, httpAddressFlag, "localhost",
		"Address for Prometheus and health check server")
	globalFlags.StringVar(&c.conf.HTTPPort, httpPortFlag, "9090",
		"Port for Prometheus and health check server")
	localFlags := c.Flags()
	localFlags.StringVar(&c.conf.AdminPort, adminPortFlag, "9091",
		"Port for localhost-only admin server")
	localFlags.StringVar(&c.conf.APIEndpointURL, "sqladmin-api-endpoint", "",
		"API endpoint for all Cloud SQL Admin API requests. (default: https://sqladmin.googleapis.com)")
	return c
}

func runWaitCmd(c *cobra.Command, _ []string) error {
	a, _ := c.Flags().GetString(httpAddressFlag)
	p, _ := c.Flags().GetString(httpPortFlag)
	// Source: github.com/GoogleCloudPlatform/cloud-sql-proxy/cmd/root.go:394 (hostjoin: the host is the --http-address flag, which may be an IPv6 address such as ::1, joined with the port by "%v:%v" in the URL the wait command polls)
	addr := fmt.Sprintf("http://%v:%v/startup", a, p) // defect hostjoin

	t := time.After(time.Minute)
	for {
		select {
		case <-t:
			return errors.New("command failed to complete successfully")
		default:
			resp, err := http.Get(addr)
			if err != nil || resp.StatusCode != http.StatusOK {
				time.Sleep(time.Second)
				break
			}
			return nil
		}
	}
}

func runShutdownCmd(c *cobra.Command, _ []string) error {
	p, _ := c.Flags().GetString(adminPortFlag)
	// Source: github.com/GoogleCloudPlatform/cloud-sql-proxy/cmd/root.go:422 (hostjoin: the host is written 127.0.0.1 in the format; only the port comes from the flag)
	addr := fmt.Sprintf("http://127.0.0.1:%v/quitquitquit", p) // lookalike
	c.SilenceUsage = true

	req, err := http.NewRequestWithContext(c.Context(), "POST", addr, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
