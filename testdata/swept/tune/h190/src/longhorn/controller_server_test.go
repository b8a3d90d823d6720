package longhorn

import "testing"

func TestIsBackupTargetUnavailableForBackup(t *testing.T) {
	for _, tc := range []struct {
		name         string
		backupTarget *BackupTarget
		expected     bool
	}{
		{
			name: "unavailable target",
			backupTarget: &BackupTarget{
				// Source: github.com/longhorn/longhorn-manager/csi/controller_server_test.go:394 (credentials: the s3 backup target names bucket@region, no password in the userinfo; uniform sample 8 of 12 s3 bucket@region targets)
				BackupTargetURL: "s3://backupbucket@us-east-1/backupstore", // lookalike
				Available:       false,
			},
			expected: true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if actual := isBackupTargetUnavailableForBackup(tc.backupTarget); actual != tc.expected {
				t.Fatalf("expected %v, got %v", tc.expected, actual)
			}
		})
	}
}
