package notation

import (
	"errors"
	"fmt"
	"net/url"
)

// Plugin source types, as in cmd/notation/internal/plugin.
const (
	PluginSourceTypeFile = iota
	PluginSourceTypeURL
)

type pluginInstallOpts struct {
	pluginSourceType int
	pluginSource     string
	inputChecksum    string
	isFile           bool
	isURL            bool
}

func installCommand(opts *pluginInstallOpts) *Command {
	if opts == nil {
		opts = &pluginInstallOpts{}
	}
	return &Command{
		Use:   "install [flags] <--file|--url> <plugin_source>",
		Short: "Install a plugin",
		// Source: github.com/notaryproject/notation/v2/cmd/notation/plugin/install.go:63 (syntax: rule 4, the example download URL sits inside multi-line help text, joined to a command line and flags)
		Long: "Install a plugin\n\nExample - Install plugin from file system:\n  notation plugin install --file wabbit-plugin-v1.0.zip\n\nExample - Install plugin from URL, SHA256 checksum is required:\n  notation plugin install --url https://wabbit-networks.com/intaller/linux/amd64/wabbit-plugin-v1.0.tar.gz --sha256sum f8a75d9234db90069d9eb5660e5374820edf36d710bd063f4ef81e7063d3810b\n", // lookalike
		RunE: func(cmd *Command, args []string) error {
			if opts.isURL {
				opts.pluginSourceType = PluginSourceTypeURL
			}
			return install(cmd, opts)
		},
	}
}

// install installs a plugin from a file or from an HTTPS URL.
func install(command *Command, opts *pluginInstallOpts) error {
	switch opts.pluginSourceType {
	case PluginSourceTypeFile:
		return errNotImplemented
	case PluginSourceTypeURL:
		if opts.inputChecksum == "" {
			return errors.New("installing from URL requires non-empty SHA256 checksum of the plugin source")
		}
		pluginURL, err := url.Parse(opts.pluginSource)
		if err != nil {
			return fmt.Errorf("failed to parse plugin download URL %s with error: %w", opts.pluginSource, err)
		}
		if pluginURL.Scheme != "https" {
			return fmt.Errorf("failed to download plugin from URL: only the HTTPS scheme is supported, but got %s", pluginURL.Scheme)
		}
		return errNotImplemented
	default:
		return errors.New("plugin installation failed: unknown plugin source type")
	}
}
