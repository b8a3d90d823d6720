package devspace

import "runtime"

// helmV2Client mirrors pkg/devspace/helm/v2.client.
type helmV2Client struct{}

// helmV3Client mirrors pkg/devspace/helm/v3.client.
type helmV3Client struct{}

// DownloadURL returns the helm v2 archive URL; generic.go appends .tar.gz or .zip.
func (c *helmV2Client) DownloadURL() string {
	helmVersion := "v2.17.0"
	// Source: github.com/loft-sh/devspace/pkg/devspace/helm/v2/client.go:17 (escaper: the spliced parts are a constant version and runtime.GOOS, plain path characters that need no escaping)
	helmDownload := "https://get.helm.sh/helm-" + helmVersion + "-" + runtime.GOOS + "-amd64" // lookalike
	return helmDownload
}

// DownloadURL returns the helm v3 archive URL; generic.go appends .tar.gz or .zip.
func (c *helmV3Client) DownloadURL() string {
	helmVersion := "v3.4.2"
	// Source: github.com/loft-sh/devspace/pkg/devspace/helm/v3/client.go:21 (escaper: the spliced parts are a constant version and runtime.GOOS, plain path characters that need no escaping)
	helmDownload := "https://get.helm.sh/helm-" + helmVersion + "-" + runtime.GOOS + "-amd64" // lookalike
	return helmDownload
}
