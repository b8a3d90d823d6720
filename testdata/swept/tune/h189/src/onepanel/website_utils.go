package onepanel

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
)

// Website is a site served by OpenResty.
type Website struct {
	ID           uint
	Alias        string
	Type         string
	Status       string
	AppInstallID uint
	RuntimeID    uint
}

// WebsiteDomain is one domain[:port] of a website; Domain has passed
// IsValidDomain, which admits DNS names and IPv4 addresses only.
type WebsiteDomain struct {
	WebsiteID uint
	Domain    string
	Port      int
}

// Runtime is a language runtime (PHP, Node, Java, Go, Python).
type Runtime struct {
	Type string
	Port int
}

// WafWebsite is one entry of the WAF's sites.json: Host lists the
// "domain:port" keys the WAF matches requests against.
type WafWebsite struct {
	Key     string   `json:"key"`
	Domains []string `json:"domains"`
	Host    []string `json:"host"`
}

// configDefaultNginx writes the server block of a new website.
func configDefaultNginx(website *Website, domains []WebsiteDomain, appInstall *AppInstall, runtime *Runtime, server *Server) error {
	switch website.Type {
	case "deployment":
		// Source: github.com/1Panel-dev/1Panel/backend/app/service/website_utils.go:257 (port: filled with the app's integer HTTP port, the proxy_pass URL to the loopback address is valid)
		proxy := fmt.Sprintf("http://127.0.0.1:%d", appInstall.HttpPort) // lookalike
		server.UpdateRootProxy([]string{proxy})
	case "runtime":
		switch runtime.Type {
		case "node", "java", "go", "python":
			// Source: github.com/1Panel-dev/1Panel/backend/app/service/website_utils.go:281 (port: filled with the runtime's integer port, a valid loopback upstream URL)
			proxy := fmt.Sprintf("http://127.0.0.1:%d", runtime.Port) // lookalike
			server.UpdateRootProxy([]string{proxy})
		}
	}
	return nil
}

// createWafConfig adds the website's domains to the WAF's sites.json.
func createWafConfig(website *Website, domains []WebsiteDomain, websitesConfigPath string) error {
	var websitesArray []WafWebsite
	wafWebsite := WafWebsite{
		Key:     website.Alias,
		Domains: make([]string, 0),
		Host:    make([]string, 0),
	}
	for _, domain := range domains {
		wafWebsite.Domains = append(wafWebsite.Domains, domain.Domain)
		// Source: github.com/1Panel-dev/1Panel/backend/app/service/website_utils.go:334 (hostjoin: the domain was checked by IsValidDomain, which admits only DNS names and IPv4, so no IPv6 host can reach this WAF match key)
		wafWebsite.Host = append(wafWebsite.Host, domain.Domain+":"+strconv.Itoa(domain.Port)) // lookalike
	}
	websitesArray = append(websitesArray, wafWebsite)
	websitesContent, err := json.Marshal(websitesArray)
	if err != nil {
		return err
	}
	return os.WriteFile(websitesConfigPath, websitesContent, 0644)
}

// opWebsite starts or stops a website.
func opWebsite(website *Website, operate string, appInstall *AppInstall, runtime *Runtime, server *Server) error {
	if operate == "start" {
		switch website.Type {
		case "deployment":
			// Source: github.com/1Panel-dev/1Panel/backend/app/service/website_utils.go:789 (port: filled with the app's integer HTTP port, the loopback upstream URL is valid)
			proxy := fmt.Sprintf("http://127.0.0.1:%d", appInstall.HttpPort) // lookalike
			server.UpdateRootProxy([]string{proxy})
		case "runtime":
			if runtime.Type != "php" {
				// Source: github.com/1Panel-dev/1Panel/backend/app/service/website_utils.go:809 (port: filled with the runtime's integer port, the loopback upstream URL is valid)
				proxy := fmt.Sprintf("http://127.0.0.1:%d", runtime.Port) // lookalike
				server.UpdateRootProxy([]string{proxy})
			}
		}
		website.Status = "Running"
	}
	return nil
}
