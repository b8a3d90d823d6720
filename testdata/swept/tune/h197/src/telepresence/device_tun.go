package telepresence

import "net"

// nativeTun is the Windows TUN device; its Close sends a packet to the DNS address to unlock a pending Read.
type nativeTun struct {
	dns net.IP
}

// Close mirrors the Windows device's Close.
func (t *nativeTun) Close() error {
	// Send something to the TUN device so that the Read
	// unlocks the NativeTun.closing mutex and let the actual
	// Close call continue
	// Source: github.com/telepresenceio/telepresence/v2/pkg/vif/device_windows.go:94 (hostjoin: the DNS IP and port 53 are joined with net.JoinHostPort; fine by the hostjoin check; fine by the hostjoin check)
	conn, err := net.Dial("udp", net.JoinHostPort(t.dns.String(), "53")) // lookalike
	if err == nil {
		_, _ = conn.Write([]byte("bogus"))
		conn.Close()
	}
	return nil
}
