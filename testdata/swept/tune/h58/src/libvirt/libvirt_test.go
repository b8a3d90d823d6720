package libvirt

import "testing"

func TestLibvirt_ConnectToURI(t *testing.T) {
	tests := []struct {
		name    string
		uri     ConnectURI
		wantErr bool
	}{
		// Source: github.com/digitalocean/go-libvirt/libvirt_test.go:72 (syntax: the driver URI sits inside a subtest name, prose and not a URI by rule 4)
		{name: "connect to test:///default socket", uri: TestDefault}, // lookalike
		// Source: github.com/digitalocean/go-libvirt/libvirt_test.go:79 (syntax: the driver URI sits inside a subtest name, prose and not a URI by rule 4)
		{name: "connect to qemu:///session socket", uri: QEMUSession}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := &Libvirt{}
			if err := l.ConnectToURI(tt.uri); (err != nil) != tt.wantErr {
				t.Errorf("ConnectToURI() error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}
