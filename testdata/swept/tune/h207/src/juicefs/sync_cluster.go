package juicefs

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// SyncConfig is the stand-in for sync.Config.
type SyncConfig struct {
	Workers            []string
	ManagerAddr        string
	Manager            string
	Env                map[string]string
	clusterSource      string
	clusterDestination string
}

// SetClusterStorage keeps the storage URLs for the workers.
func (c *SyncConfig) SetClusterStorage(src, dst string) {
	c.clusterSource, c.clusterDestination = src, dst
}

func httpRequest(url string, body []byte) ([]byte, error) {
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// sendStats reports to the manager; addr is the manager's listener address.
func sendStats(addr string, d []byte) error {
	// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:208 (syntax: the %s is filled with the manager's address from its listener (l.Addr().String()), a well-formed host:port)
	ans, err := httpRequest(fmt.Sprintf("http://%s/stats", addr), d) // lookalike
	if err != nil || string(ans) != "OK" {
		return fmt.Errorf("send stats: %v", err)
	}
	return nil
}

func startManager(config *SyncConfig) (string, error) {
	mux := http.NewServeMux()
	var addr string
	// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:320 (escaper: rule 5, the ssh scheme is put on the worker address only so url.Parse can split user and host; the address is used as written)
	u, err := url.Parse("ssh://" + config.Workers[0]) // lookalike
	if err != nil {
		return "", fmt.Errorf("invalid worker address %s: %s", config.Workers[0], err)
	}
	if config.ManagerAddr != "" {
		addr = config.ManagerAddr
		if strings.HasPrefix(addr, ":") || strings.Contains(addr, "0.0.0.0") {
			// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:327 (hostjoin: net.JoinHostPort builds the probe address for the ssh port; uniform sample 8 of 13 JoinHostPort calls)
			ip, err := GetLocalIp(net.JoinHostPort(u.Host, "22")) // lookalike
			if err != nil {
				return "", fmt.Errorf("get local ip: %s", err)
			}
			addr = ip + addr
		}
	} else {
		// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:334 (hostjoin: net.JoinHostPort builds the probe address for the ssh port; uniform sample 8 of 13 JoinHostPort calls)
		ip, err := GetLocalIp(net.JoinHostPort(u.Host, "22")) // lookalike
		if err != nil {
			return "", fmt.Errorf("not found local ip: %s", err)
		}
		addr = ip
	}
	if !strings.Contains(addr, ":") {
		addr += ":"
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return "", fmt.Errorf("listen: %s", err)
	}
	go func() { _ = http.Serve(l, mux) }()
	return l.Addr().String(), nil
}

func launchWorker(host, path string) error {
	rpath := filepath.Join("/tmp", filepath.Base(path))
	// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:442 (hostjoin: an rsync destination "host:path", where the part after the colon is a remote path, not a port and not a URI)
	cmd := exec.Command("rsync", "-a", "-e", "ssh -o StrictHostKeyChecking=no", path, host+":"+rpath) // lookalike
	err := cmd.Run()
	if err != nil {
		// fallback to scp
		// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:447 (hostjoin: an scp destination "host:path", where the part after the colon is a remote path, not a port and not a URI)
		cmd = exec.Command("scp", "-o", "StrictHostKeyChecking=no", path, host+":"+rpath) // lookalike
		err = cmd.Run()
	}
	return err
}

func fetchJobs(config *SyncConfig) {
	for {
		// Source: github.com/juicedata/juicefs/pkg/sync/cluster.go:564 (syntax: the %s is the manager address passed by the manager from its listener, a well-formed host:port)
		url := fmt.Sprintf("http://%s/fetch", config.Manager) // lookalike
		ans, err := httpRequest(url, nil)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		if len(ans) == 0 {
			return
		}
	}
}

func prepareWorkerCommand(host, address, path string, config *SyncConfig) ([]string, error) {
	args := []string{host, path, RemovePassword(config.clusterSource), RemovePassword(config.clusterDestination)}
	return append(args, "--manager", address), nil
}
