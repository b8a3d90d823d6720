package devspace

import (
	"runtime"
	"strings"
)

var (
	kubectlVersion = "v1.20.0"
	// Source: github.com/loft-sh/devspace/pkg/devspace/deploy/deployer/kubectl/kubectl.go:29 (escaper: the spliced parts are a constant version and runtime.GOOS, plain path characters that need no escaping)
	kubectlDownload = "https://storage.googleapis.com/kubernetes-release/release/" + kubectlVersion + "/bin/" + runtime.GOOS + "/amd64/kubectl" // lookalike
)

// ensureKubectl returns the download URL handed to the CLI downloader.
func ensureKubectl() string {
	url := kubectlDownload
	if runtime.GOOS == "windows" {
		url += ".exe"
	}
	return url
}

// kubectlDeployConfig mirrors kubectl.DeployConfig.
type kubectlDeployConfig struct {
	Manifests []string
}

// manifestsHash hashes remote manifests by URL and local ones by content.
func (d *kubectlDeployConfig) manifestsHash() string {
	manifestsHash := ""
	for _, manifest := range d.Manifests {
		// Source: github.com/loft-sh/devspace/pkg/devspace/deploy/deployer/kubectl/kubectl.go:212 (sink: the bare scheme prefixes are only compared with HasPrefix, no URI use)
		if strings.HasPrefix(manifest, "http://") || strings.HasPrefix(manifest, "https://") { // lookalike
			manifestsHash += hashString(manifest)
			continue
		}
		manifestsHash += manifest
	}
	return manifestsHash
}
