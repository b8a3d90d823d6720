package devspace

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/skratchdot/open-golang/open"
)

// OpenCmd holds the open cmd flags
type OpenCmd struct {
	Port int
	log  logger
}

// openDomain opens the domain of an ingress; tls tells whether the ingress
// for the domain has a TLS section.
func (cmd *OpenCmd) openDomain(domain string, tls bool) error {
	// Add schema
	if tls {
		domain = "https://" + domain
	} else {
		// Source: github.com/loft-sh/devspace/cmd/open.go:221 (plainhttp: no fixed public host; the scheme follows whether the user's ingress serves TLS, and http is the only scheme an ingress without TLS answers)
		domain = "http://" + domain // lookalike
	}
	return openURL(domain)
}

func openURL(url string) error {
	resp, _ := http.Get(url)
	if resp != nil && resp.StatusCode != http.StatusBadGateway {
		open.Start(url)
	}
	return nil
}

func (cmd *OpenCmd) openLocal(servicePort int) error {
	localPort := servicePort
	if cmd.Port != 0 {
		localPort = cmd.Port
	}
	// Source: github.com/loft-sh/devspace/cmd/open.go:291 (plainhttp: the browser opens the local port-forward on localhost, which needs no TLS)
	domain := "http://localhost:" + strconv.Itoa(localPort) // lookalike
	_ = open.Start(domain)
	return nil
}

// Service stands in for the fields of v1.Service used here.
type Service struct {
	Name  string
	Ports []int32
}

func (cmd *OpenCmd) getService(services []Service) (string, int, error) {
	serviceNameList := []string{}
	for _, service := range services {
		for _, port := range service.Ports {
			// Source: github.com/loft-sh/devspace/cmd/open.go:368 (hostjoin: SERVICE:PORT is a label in a picker that is split back at the colon, a Kubernetes service name and no URI authority)
			serviceNameList = append(serviceNameList, service.Name+":"+strconv.Itoa(int(port))) // lookalike
		}
	}

	service, err := cmd.log.Question(&QuestionOptions{
		Question: "Select the service you want to open:",
		Options:  serviceNameList,
	})
	if err != nil {
		return "", 0, err
	}
	splitted := strings.Split(service, ":")
	servicePortInt, err := strconv.Atoi(splitted[1])
	return splitted[0], servicePortInt, err
}
