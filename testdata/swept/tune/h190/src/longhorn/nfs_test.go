package longhorn

import "testing"

func TestApplyNFSSoftMountDefaults(t *testing.T) {
	cases := []struct {
		name        string
		input       string
		want        string
		wantChanged bool
	}{
		{
			name: "s3 URL unchanged",
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:22 (credentials: rule 2c, input to the backup target URL rewriter; bucket@region with no password; uniform sample 8 of 12 s3 bucket@region targets)
			input: "s3://mybucket@us-east-1/", // lookalike
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:23 (credentials: rule 2c, expected rewriter output, bucket@region with no password; uniform sample 8 of 12 s3 bucket@region targets)
			want:        "s3://mybucket@us-east-1/", // lookalike
			wantChanged: false,
		},
		{
			name: "NFS without nfsOptions left unchanged",
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:34 (port: rule 2c and 2d, input to the NFS URL rewriter; the empty port of host:/export is allowed; uniform sample 8 of 18 nfs rows)
			input: "nfs://192.168.1.1:/share", // lookalike
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:35 (port: rule 2c, expected rewriter output with the empty port kept; uniform sample 8 of 18 nfs rows)
			want:        "nfs://192.168.1.1:/share", // lookalike
			wantChanged: false,
		},
		{
			name: "NFS with multi-value nfsOptions gets flattened and merged",
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:46 (port: rule 2c and 2d, a rewriter input row varying nfsOptions on purpose; uniform sample 8 of 18 nfs rows)
			input: "nfs://192.168.1.1:/share?nfsOptions=soft&nfsOptions=timeo%3D600", // lookalike
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:47 (port: rule 2c, expected rewriter output with upper-case escapes from url.Values.Encode; uniform sample 8 of 18 nfs rows)
			want:        "nfs://192.168.1.1:/share?nfsOptions=soft%2Ctimeo%3D600%2Cretry%3D2", // lookalike
			wantChanged: true,
		},
		{
			name: "hard is removed and soft added",
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:58 (port: rule 2c and 2d, rewriter input varying nfsOptions on purpose; uniform sample 8 of 18 nfs rows)
			input: "nfs://192.168.1.1:/share?nfsOptions=hard%2Crw", // lookalike
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:59 (port: rule 2c, expected rewriter output; uniform sample 8 of 18 nfs rows)
			want:        "nfs://192.168.1.1:/share?nfsOptions=rw%2Csoft%2Ctimeo%3D300%2Cretry%3D2", // lookalike
			wantChanged: true,
		},
		{
			name: "custom retry preserved, soft and timeo added",
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:70 (port: rule 2c and 2d, rewriter input varying nfsOptions on purpose; uniform sample 8 of 18 nfs rows)
			input: "nfs://192.168.1.1:/share?nfsOptions=retry%3D5", // lookalike
			// Source: github.com/longhorn/longhorn-manager/webhook/resources/backuptarget/nfs_test.go:71 (port: rule 2c, expected rewriter output; uniform sample 8 of 18 nfs rows)
			want:        "nfs://192.168.1.1:/share?nfsOptions=retry%3D5%2Csoft%2Ctimeo%3D300", // lookalike
			wantChanged: true,
		},
	}

	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, changed, err := applyNFSSoftMountDefaults(tc.input)
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if got != tc.want {
				t.Errorf("applyNFSSoftMountDefaults(%q)\n  got:  %q\n  want: %q", tc.input, got, tc.want)
			}
			if changed != tc.wantChanged {
				t.Errorf("applyNFSSoftMountDefaults(%q) changed=%v, want %v", tc.input, changed, tc.wantChanged)
			}
		})
	}
}
