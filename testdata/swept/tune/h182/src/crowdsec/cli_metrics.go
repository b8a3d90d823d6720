package crowdsec

import (
	"github.com/spf13/cobra"
)

func newMetricsCommand() *cobra.Command {
	var (
		url    string
		noUnit bool
	)
	cmd := &cobra.Command{
		Use:   "metrics",
		Short: "Display crowdsec prometheus metrics.",
		Long:  `Fetch metrics from a Local API server and display them`,
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/climetrics/metrics.go:30 (syntax: a metrics URL inside example command lines of help text, prose by rule 4)
		Example:           "# Show all Metrics, skip empty tables (same as \"cscli metrics show\")\ncscli metrics\n\n# Show only some metrics, connect to a different url\ncscli metrics --url http://lapi.local:6060/metrics show acquisition parsers\n\n# List available metric types\ncscli metrics list", // lookalike
		DisableAutoGenTag: true,
	}
	flags := cmd.Flags()
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/climetrics/metrics.go:46 (port: <ip> and <port> are placeholders in flag usage text, rules 3 and 4)
	flags.StringVarP(&url, "url", "u", "", "Prometheus url (http://<ip>:<port>/metrics)") // lookalike
	flags.BoolVar(&noUnit, "no-unit", false, "Show the real number instead of formatted with units")
	cmd.AddCommand(newMetricsShowCmd())
	return cmd
}

func newMetricsShowCmd() *cobra.Command {
	var url string
	cmd := &cobra.Command{
		Use:   "show [type]...",
		Short: "Display all or part of the available metrics.",
		// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/climetrics/show.go:99 (syntax: a metrics URL inside example command lines of help text, prose by rule 4)
		Example: "# Show all Metrics, skip empty tables\ncscli metrics show\n\n# Show some specific metrics, show empty tables, connect to a different url\ncscli metrics show acquisition parsers scenarios stash --url http://lapi.local:6060/metrics\n\n# Show metrics in json format\ncscli metrics show acquisition parsers scenarios stash -o json", // lookalike
	}
	flags := cmd.Flags()
	// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/climetrics/show.go:133 (port: <ip> and <port> are placeholders in flag usage text, rules 3 and 4)
	flags.StringVarP(&url, "url", "u", "", "Metrics url (http://<ip>:<port>/metrics)") // lookalike
	return cmd
}

// metricLabels keys a scraped prometheus point by its source.
func metricSource(labels map[string]string) string {
	source, ok := labels["source"]
	if ok {
		if srctype, ok := labels["type"]; ok {
			// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/climetrics/store.go:94 (hostjoin: a datasource type and source label joined into a table key, no host or port is built, so the check does not apply (rule 5, context); uniform sample 4 of 9 such colon joins)
			source = srctype + ":" + source // lookalike
		}
	}
	return source
}
