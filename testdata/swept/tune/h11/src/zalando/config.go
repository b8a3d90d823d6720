package zalando

import (
	"fmt"
	"net"
	"strconv"
)

// Auth holds the options of the operator that deal with authentication.
type Auth struct {
	PamRoleName string `name:"pam_role_name" default:"zalandos"`
	// Source: github.com/zalando/postgres-operator/pkg/util/config/config.go:103 (syntax: a PAM configuration line, a URL followed by the module's options; the field is named for PAM, not a URL, and its spaces separate options)
	PamConfiguration string `name:"pam_configuration" default:"https://info.example.com/oauth2/tokeninfo?access_token= uid realm=/employees"` // lookalike
	TeamsAPIUrl      string `name:"teams_api_url" default:"https://teams.example.com/api/"`
}

// TeamsAPIConfiguration is the part of the CRD that configures the teams API.
type TeamsAPIConfiguration struct {
	TeamsAPIUrl      string
	PamRoleName      string
	PamConfiguration string
}

func coalesce(val, defaultVal string) string {
	if val == "" {
		return defaultVal
	}
	return val
}

func importConfigurationFromCRD(fromCRD TeamsAPIConfiguration) Auth {
	var result Auth
	result.TeamsAPIUrl = coalesce(fromCRD.TeamsAPIUrl, "https://teams.example.com/api/")
	result.PamRoleName = coalesce(fromCRD.PamRoleName, "zalandos")
	// Source: github.com/zalando/postgres-operator/pkg/controller/operator_config.go:223 (syntax: the same PAM configuration default, a line of options that starts with a URL; no URI is meant)
	result.PamConfiguration = coalesce(fromCRD.PamConfiguration, "https://info.example.com/oauth2/tokeninfo?access_token= uid realm=/employees") // lookalike
	return result
}

// Connection is where the event stream reads from.
type Connection struct {
	Url      string
	SlotName string
}

// Cluster is a Postgres cluster the operator manages.
type Cluster struct {
	Name      string
	Namespace string
}

func (c *Cluster) getStreamConnection(database, user, appID string) Connection {
	return Connection{
		// Source: github.com/zalando/postgres-operator/pkg/cluster/streams.go:338 (hostjoin: the host is "name.namespace", a Service's DNS name, with no port; the user is a role name, which needs no escaper)
		Url:      fmt.Sprintf("jdbc:postgresql://%s.%s/%s?user=%s&ssl=true&sslmode=require", c.Name, c.Namespace, database, user), // lookalike
		SlotName: fmt.Sprintf("fes_%s_%s", database, appID),
	}
}

// ApiPort is the port of the Patroni REST API.
const ApiPort = 8008

func apiURL(podIP string) (string, error) {
	ip := net.ParseIP(podIP)
	if ip == nil {
		return "", fmt.Errorf("%s is not a valid IP", podIP)
	}
	// Source: github.com/zalando/postgres-operator/pkg/util/patroni/patroni.go:78 (hostjoin: the pod IP is joined to the port with net.JoinHostPort, which brackets an IPv6 address)
	return fmt.Sprintf("http://%s", net.JoinHostPort(ip.String(), strconv.Itoa(ApiPort))), nil // lookalike
}
