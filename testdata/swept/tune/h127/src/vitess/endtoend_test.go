package vitess

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"
)

const hostname = "localhost"

type localProcessCluster struct {
	Hostname       string
	VtctldHTTPPort int
	TabletHTTPPort int
}

var clusterInstance = &localProcessCluster{Hostname: hostname, VtctldHTTPPort: 15000, TabletHTTPPort: 15100}

func testURL(t *testing.T, url, testCaseName string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("%s: %v", testCaseName, err)
	}
	resp.Body.Close()
}

func TestVtctldProcess(t *testing.T) {
	// Source: vitess.io/vitess/go/test/endtoend/clustertest/vtctld_test.go:41 (hostjoin: clusterInstance.Hostname is the test's own "localhost" constant, no IPv6 literal from outside the test.)
	healthCheckURL := fmt.Sprintf("http://%s:%d/debug/health", clusterInstance.Hostname, clusterInstance.VtctldHTTPPort) // lookalike
	testURL(t, healthCheckURL, "vtctld health check url")
}

func TestTabletStatus(t *testing.T) {
	// Source: vitess.io/vitess/go/test/endtoend/clustertest/vtctld_test.go:97 (hostjoin: clusterInstance.Hostname is the test's own "localhost" constant, no IPv6 literal from outside the test.)
	resp, err := http.Get(fmt.Sprintf("http://%s:%d", clusterInstance.Hostname, clusterInstance.TabletHTTPPort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
}

func TestVttabletProcess(t *testing.T) {
	firstTabletPort := clusterInstance.TabletHTTPPort
	// Source: vitess.io/vitess/go/test/endtoend/clustertest/vttablet_test.go:32 (hostjoin: the host is the constant localhost in a test.)
	testURL(t, fmt.Sprintf("http://localhost:%d/debug/vars/", firstTabletPort), "tablet debug var url") // lookalike
	// Source: vitess.io/vitess/go/test/endtoend/clustertest/vttablet_test.go:33 (hostjoin: the host is the constant localhost in a test.)
	resp, err := http.Get(fmt.Sprintf("http://localhost:%d/debug/vars", firstTabletPort)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
}

func assertNotAllowedURLTest(t *testing.T, url string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		t.Errorf("expected %s to be denied", url)
	}
}

func assertAllowedURLTest(t *testing.T, url string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("expected %s to be allowed", url)
	}
}

func TestFallbackSecurityPolicy(t *testing.T) {
	httpPort := clusterInstance.TabletHTTPPort
	// Source: vitess.io/vitess/go/test/endtoend/tabletmanager/tablet_security_policy_test.go:45 (hostjoin: the host is the constant localhost in a test.)
	url := fmt.Sprintf("http://localhost:%d/livequeryz/terminate", httpPort) // lookalike
	assertNotAllowedURLTest(t, url)
	// Source: vitess.io/vitess/go/test/endtoend/tabletmanager/tablet_security_policy_test.go:53 (hostjoin: the host is the constant localhost in a test.)
	url = fmt.Sprintf("http://localhost:%d/queryz", httpPort) // lookalike
	assertNotAllowedURLTest(t, url)
}

func TestDenyAllSecurityPolicy(t *testing.T) {
	httpPort := clusterInstance.TabletHTTPPort
	// Source: vitess.io/vitess/go/test/endtoend/tabletmanager/tablet_security_policy_test.go:107 (hostjoin: the host is the constant localhost in a test.)
	url := fmt.Sprintf("http://localhost:%d/queryz", httpPort) // lookalike
	assertNotAllowedURLTest(t, url)
}

func TestReadOnlySecurityPolicy(t *testing.T) {
	httpPort := clusterInstance.TabletHTTPPort
	// Source: vitess.io/vitess/go/test/endtoend/tabletmanager/tablet_security_policy_test.go:130 (hostjoin: the host is the constant localhost in a test.)
	url := fmt.Sprintf("http://localhost:%d/livequeryz/terminate", httpPort) // lookalike
	assertNotAllowedURLTest(t, url)
	// Source: vitess.io/vitess/go/test/endtoend/tabletmanager/tablet_security_policy_test.go:134 (hostjoin: the host is the constant localhost in a test.)
	url = fmt.Sprintf("http://localhost:%d/debug/health", httpPort) // lookalike
	assertAllowedURLTest(t, url)
	// Source: vitess.io/vitess/go/test/endtoend/tabletmanager/tablet_security_policy_test.go:138 (hostjoin: the host is the constant localhost in a test.)
	url = fmt.Sprintf("http://localhost:%d/queryz", httpPort) // lookalike
	assertAllowedURLTest(t, url)
}

func downloadDBTypeVersion(dbType, majorVersion, dir string) (string, error) {
	var versionFile, url string
	if dbType == "mysql" && majorVersion == "8.0" {
		versionFile = "mysql-8.0.28-linux-glibc2.17-x86_64-minimal.tar.xz"
		// Source: vitess.io/vitess/go/test/endtoend/vreplication/cluster_test.go:255 (plainhttp: a download from a public Internet host that already uses https.)
		url = "https://dev.mysql.com/get/Downloads/MySQL-8.0/" + versionFile // lookalike
	} else {
		return "", fmt.Errorf("unsupported major version: %s for database: %s", majorVersion, dbType)
	}
	file := filepath.Join(dir, versionFile)
	if _, err := os.Stat(file); err == nil {
		return file, nil
	}
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return file, nil
}

type clusterConfig struct {
	hostname string
}

var mainClusterConfig = &clusterConfig{hostname: "127.0.0.1"}

func executeOnTablet(t *testing.T, tablet *VttabletProcess) {
	// Source: vitess.io/vitess/go/test/endtoend/vreplication/helper_test.go:321 (hostjoin: TabletHostname comes from the test's own "127.0.0.1" cluster config, no IPv6 literal from outside the test.)
	queryStatsURL := fmt.Sprintf("http://%s:%d/debug/query_stats", tablet.TabletHostname, tablet.Port) // lookalike
	testURL(t, queryStatsURL, "query stats")
}

func TestExecuteOnTablet(t *testing.T) {
	tablet := &VttabletProcess{TabletHostname: mainClusterConfig.hostname, Port: 15100}
	executeOnTablet(t, tablet)
	if _, err := downloadDBTypeVersion("mysql", "8.0", t.TempDir()); err != nil {
		t.Fatal(err)
	}
}
