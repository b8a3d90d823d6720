package upcloud

import "net/url"

const (
	// ExportAuditLogFormatCSV is the format for exporting audit logs as CSV.
	ExportAuditLogFormatCSV = "csv"
	// ExportAuditLogFormatJSON is the format for exporting audit logs as JSON.
	ExportAuditLogFormatJSON = "json"
)

// ExportAuditLogRequest represents a request to export audit logs.
type ExportAuditLogRequest struct {
	Format string
}

// RequestURL is the path and query the client sends the request to.
func (r *ExportAuditLogRequest) RequestURL() string {
	u := "/audit-logs/export"
	if r.Format != "" {
		// Source: github.com/UpCloudLtd/upcloud-go-api/upcloud/request/auditlog.go:20 (escaper: url.QueryEscape for a query value after "?format=", the right escaper)
		u += "?format=" + url.QueryEscape(r.Format) // lookalike
	}
	return u
}
