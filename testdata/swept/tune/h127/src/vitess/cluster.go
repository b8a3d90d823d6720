// Package vitess holds cases rewritten from vitess.io/vitess.
package vitess

import (
	"fmt"
	"net/http"
	"os/exec"
)

// TopoProcess is a topo server process of the end-to-end cluster.
type TopoProcess struct {
	Host               string
	Port               int
	AdvertiseClientURL string
	ListenClientURL    string
	VerifyURL          string
	PeerURL            string
}

// SetupConsul configures a consul topo server.
func (topo *TopoProcess) SetupConsul() {
	// Source: vitess.io/vitess/go/test/endtoend/cluster/topo_process.go:213 (hostjoin: topo.Host comes from a hostname parameter and is joined to the port with a bare ':' in non-test code, so an IPv6 host would not be bracketed.)
	topo.VerifyURL = fmt.Sprintf("http://%s:%d/v1/kv/?keys", topo.Host, topo.Port) // defect hostjoin
}

// TopoProcessInstance returns a topo process for the given host and ports.
func TopoProcessInstance(port int, peerPort int, hostname string) *TopoProcess {
	topo := &TopoProcess{Port: port, Host: hostname}
	// Source: vitess.io/vitess/go/test/endtoend/cluster/topo_process.go:451 (hostjoin: the advertise URL joins the caller's hostname and port with a bare ':' although the same file uses net.JoinHostPort elsewhere.)
	topo.AdvertiseClientURL = fmt.Sprintf("http://%s:%d", topo.Host, topo.Port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/topo_process.go:452 (hostjoin: the listen URL joins the caller's hostname and port with a bare ':', wrong for an IPv6 literal.)
	topo.ListenClientURL = fmt.Sprintf("http://%s:%d", topo.Host, topo.Port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/topo_process.go:455 (hostjoin: the health URL joins the caller's hostname and port with a bare ':', wrong for an IPv6 literal.)
	topo.VerifyURL = fmt.Sprintf("http://%s:%d/health", topo.Host, topo.Port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/topo_process.go:456 (hostjoin: the peer URL joins the hostname parameter and peer port with a bare ':', wrong for an IPv6 literal.)
	topo.PeerURL = fmt.Sprintf("http://%s:%d", hostname, peerPort) // defect hostjoin
	return topo
}

// VtctldProcess is a vtctld process of the end-to-end cluster.
type VtctldProcess struct {
	Port      int
	VerifyURL string
}

// VtctldProcessInstance returns a vtctld process for the given host.
func VtctldProcessInstance(httpPort int, hostname string) *VtctldProcess {
	vtctld := &VtctldProcess{Port: httpPort}
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vtctld_process.go:190 (hostjoin: the hostname parameter is joined to the port with a bare ':' in a library function, so an IPv6 host would not be bracketed.)
	vtctld.VerifyURL = fmt.Sprintf("http://%s:%d/debug/vars", hostname, vtctld.Port) // defect hostjoin
	return vtctld
}

// VtgateProcess is a vtgate process of the end-to-end cluster.
type VtgateProcess struct {
	VerifyURL    string
	VSchemaURL   string
	QueryPlanURL string
}

// VtgateProcessInstance returns a vtgate process for the given host and port.
func VtgateProcessInstance(port int, hostname string) *VtgateProcess {
	vtgate := &VtgateProcess{}
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vtgate_process.go:407 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vtgate.VerifyURL = fmt.Sprintf("http://%s:%d/debug/vars", hostname, port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vtgate_process.go:408 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vtgate.VSchemaURL = fmt.Sprintf("http://%s:%d/debug/vschema", hostname, port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vtgate_process.go:409 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vtgate.QueryPlanURL = fmt.Sprintf("http://%s:%d/debug/query_plans", hostname, port) // defect hostjoin
	return vtgate
}

// VttabletProcess is a vttablet process of the end-to-end cluster.
type VttabletProcess struct {
	TabletHostname    string
	Port              int
	VtctldAddress     string
	VerifyURL         string
	QueryzURL         string
	StatusDetailsURL  string
	ConsolidationsURL string
}

// GetStatus returns the body of the tablet's status page.
func (vttablet *VttabletProcess) GetStatus() string {
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vttablet_process.go:194 (hostjoin: the TabletHostname field is joined to the port with a bare ':' and fetched with http.Get, wrong for an IPv6 literal.)
	URL := fmt.Sprintf("http://%s:%d/debug/status", vttablet.TabletHostname, vttablet.Port) // defect hostjoin
	resp, err := http.Get(URL)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	return resp.Status
}

// VttabletProcessInstance returns a vttablet process for the given host and ports.
func VttabletProcessInstance(port, vtctldPort int, hostname string) *VttabletProcess {
	vttablet := &VttabletProcess{
		TabletHostname: hostname,
		Port:           port,
		// Source: vitess.io/vitess/go/test/endtoend/cluster/vttablet_process.go:823 (hostjoin: the vtctld address joins the hostname parameter and port with a bare ':', wrong for an IPv6 literal.)
		VtctldAddress: fmt.Sprintf("http://%s:%d", hostname, vtctldPort), // defect hostjoin
	}
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vttablet_process.go:836 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vttablet.VerifyURL = fmt.Sprintf("http://%s:%d/debug/vars", hostname, port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vttablet_process.go:837 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vttablet.QueryzURL = fmt.Sprintf("http://%s:%d/queryz", hostname, port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vttablet_process.go:838 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vttablet.StatusDetailsURL = fmt.Sprintf("http://%s:%d/debug/status_details", hostname, port) // defect hostjoin
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vttablet_process.go:839 (hostjoin: the hostname parameter is joined to the port with a bare ':', wrong for an IPv6 literal.)
	vttablet.ConsolidationsURL = fmt.Sprintf("http://%s:%d/debug/consolidations", hostname, port) // defect hostjoin
	return vttablet
}

// VtAdminProcess is a vtadmin process of the end-to-end cluster.
type VtAdminProcess struct {
	Binary    string
	Port      int
	ClusterID string
}

// Command builds the vtadmin command line (run without a shell).
func (vp *VtAdminProcess) Command(addr, discoveryPath string) *exec.Cmd {
	return exec.Command(
		vp.Binary,
		"--addr", addr,
		// Source: vitess.io/vitess/go/test/endtoend/cluster/vtadmin_process.go:106 (syntax: exec.Command passes no shell, so the tablet URL template keeps its double quotes and every rendered tablet URL, given to http.NewRequestWithContext by vtadmin, starts with '"' and is no URI.)
		"--http-tablet-url-tmpl", `"http://{{ .Tablet.Hostname }}:15{{ .Tablet.Alias.Uid }}"`, // defect syntax
		"--cluster",
		// Source: vitess.io/vitess/go/test/endtoend/cluster/vtadmin_process.go:112 (syntax: a Go template inside a key=value cluster config string, without stray quotes, renders to a valid tablet URL.)
		fmt.Sprintf(`id=%s,name=%s,discovery=staticfile,discovery-staticfile-path=%s,tablet-fqdn-tmpl=http://{{ .Tablet.Hostname }}:15{{ .Tablet.Alias.Uid }},schema-cache-default-expiration=1m`, vp.ClusterID, vp.ClusterID, discoveryPath), // lookalike
	)
}

// VTOrcProcess is a vtorc process of the end-to-end cluster.
type VTOrcProcess struct {
	Port int
}

// MakeAPICall calls the given vtorc API endpoint.
func (orc *VTOrcProcess) MakeAPICall(endpoint string) (int, error) {
	// Source: vitess.io/vitess/go/test/endtoend/cluster/vtorc_process.go:258 (hostjoin: the host is the constant localhost, surely no IPv6 literal.)
	url := fmt.Sprintf("http://localhost:%d/%s", orc.Port, endpoint) // lookalike
	resp, err := http.Get(url)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

// WaitForThrottledApp polls a tablet's throttler status page.
func WaitForThrottledApp(tabletHTTPPort int) error {
	// Source: vitess.io/vitess/go/test/endtoend/throttler/util.go:399 (hostjoin: the host is the constant localhost, surely no IPv6 literal.)
	tabletURL := fmt.Sprintf("http://localhost:%d/debug/status_details", tabletHTTPPort) // lookalike
	resp, err := http.Get(tabletURL)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
